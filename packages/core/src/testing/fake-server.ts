// A fake API for unit tests: hand it to configureApi({ fetch }) and script answers per route.
// Not exported from the package entry, so it never reaches a bundle; import it by path in tests.

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  fetch: typeof globalThis.fetch;
  calls: RecordedCall[];
  /** Routes `METHOD /path` (exact, without query) or a RegExp on the path to a handler or a fixed reply. */
  on(method: string, path: string | RegExp, reply: FakeHandler | FakeReply): FakeServer;
  callsTo(method: string, path: string | RegExp): RecordedCall[];
}

/** `{ data, checksum }` as the server answers success. */
export const envelope = (data: unknown, extra: Record<string, unknown> = {}): FakeReply => ({
  status: 200,
  body: { data, checksum: 'test-checksum', ...extra },
});

export function createFakeServer(): FakeServer {
  const routes: { method: string; path: string | RegExp; handler: FakeHandler }[] = [];
  const calls: RecordedCall[] = [];
  const matches = (path: string | RegExp, actual: string) =>
    typeof path === 'string' ? path === actual : path.test(actual);

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://api.test',
    );
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: RecordedCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: text === undefined ? undefined : JSON.parse(text),
    };
    calls.push(call);
    const route = [...routes].reverse().find((r) => r.method === call.method && matches(r.path, call.path));
    const reply = route
      ? await route.handler(call)
      : { status: 404, body: { message: 'Unable to complete request, item not found.' } };
    const status = reply.status ?? 200;
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, { status, headers: body === null ? {} : { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;

  const server: FakeServer = {
    fetch,
    calls,
    on(method, path, reply) {
      routes.push({ method: method.toUpperCase(), path, handler: typeof reply === 'function' ? reply : () => reply });
      return server;
    },
    callsTo: (method, path) => calls.filter((c) => c.method === method.toUpperCase() && matches(path, c.path)),
  };
  return server;
}
