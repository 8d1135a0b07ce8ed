// The few parts of autocannon 9 the bench uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request, context: Record<string, unknown>) => Request;
    }
    interface Options {
      url: string;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      duration?: number;
      requests?: Request[];
    }
    interface Result {
      duration: number;
      requests: { average: number; total: number };
      non2xx: number;
    }
    type Instance = EventEmitter & PromiseLike<Result>;
  }

  function autocannon(opts: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
