import type { z } from 'zod';
import type { App, Ctx } from './app-env.ts';
import { parseOr422, queryObject, jsonBody } from './validate.ts';
import { requireStaff, requireUser } from '../auth/session.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec<P, Q, B> {
  method: Method;
  /** Hono path, `:param` style, e.g. `/api/venues/:slug`. */
  path: string;
  summary: string;
  tags?: string[];
  /** 'user': 401 unless logged in; 'staff': 401/403 unless staff. Default public. */
  auth?: 'public' | 'user' | 'staff';
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope (for the OpenAPI document). */
  response?: z.ZodType;
  /** True when the answer is `{data, checksum, meta: {pagination}}`. */
  paged?: boolean;
  status?: number;
}

export interface Operation {
  method: Method;
  path: string;
  summary: string;
  tags: string[];
  auth: 'public' | 'user' | 'staff';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  paged: boolean;
  status: number;
}

const registries = new WeakMap<object, Operation[]>();
/** Every operation declared on this app with `route()`, for the OpenAPI document. */
export function operationsOf(app: App): Operation[] {
  let ops = registries.get(app);
  if (!ops) registries.set(app, (ops = []));
  return ops;
}

/**
 * Declares one endpoint: auth check, then params/query/body parsed with zod (422 on failure), then the
 * handler; the declaration also feeds `/api/openapi.json`.
 */
export function route<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  app: App,
  spec: RouteSpec<P, Q, B>,
  handler: (c: Ctx, input: { params: Out<P>; query: Out<Q>; body: Out<B> }) => Response | Promise<Response>,
): void {
  const auth = spec.auth ?? 'public';
  operationsOf(app).push({
    method: spec.method,
    path: spec.path,
    summary: spec.summary,
    tags: spec.tags ?? [],
    auth,
    ...(spec.params ? { params: spec.params } : {}),
    ...(spec.query ? { query: spec.query } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.response ? { response: spec.response } : {}),
    paged: spec.paged ?? false,
    status: spec.status ?? 200,
  });
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    if (auth === 'user') await requireUser(c);
    if (auth === 'staff') await requireStaff(c);
    const params = (spec.params ? parseOr422(spec.params, c.req.param(), { pathParams: true }) : undefined) as Out<P>;
    const query = (spec.query ? parseOr422(spec.query, queryObject(c)) : undefined) as Out<Q>;
    const body = (spec.body ? parseOr422(spec.body, await jsonBody(c)) : undefined) as Out<B>;
    return handler(c, { params, query, body });
  });
}
