import { createFetch, FetchError, type $Fetch } from 'ofetch';
import { commonCore } from '../messages/commonCore.ts';
import { readGlobal, SESSION_STORE_KEY } from '../globals.ts';
import { snakeOutgoing } from './snakeOutgoing.ts';
import { toCamel } from './toCamel.ts';
import { documentCookieJar, parentCookieDomain, tokenCookieName, type CookieJar } from './cookies.ts';
import { ApiError, type FieldErrors } from './errors.ts';
import { joinBase, withQueryString } from './url.ts';

export type ToastType = 'danger' | 'info' | 'success' | 'warning';

/** What the API client asks the toast list to show. */
export interface ToastRequest {
  type: ToastType;
  title?: string;
  message: string;
  /** The individual messages of a 'Validation errors' toast. */
  items?: string[];
  duration?: number;
}

export interface ApiConfig {
  /** Origin (and optional path prefix) of the API, e.g. 'http://localhost:4300'. '' means same origin. */
  apiBase: string;
  /** Sent as X-Client-Domain on every request; names the token cookie. */
  clientDomain: string;
  /** Send the token as a Bearer header (the embed bundle turns this on when the API is another origin). */
  bearer?: boolean;
  /** Development builds always send the Bearer header (flows §6). */
  development?: boolean;
  fetch?: typeof globalThis.fetch;
  cookies?: CookieJar;
  /** The page's hostname, for the cookie's parent domain; location.hostname by default. */
  hostname?: string;
  /** Where error toasts go; the page's session store by default. */
  notify?: (toast: ToastRequest) => void;
  /** Whether the user counts as logged in (for the 401 reload); the session store's auth status by default. */
  isLoggedIn?: () => boolean;
  reload?: () => void;
  /** Wait before a retry, in ms (default 300, doubling). */
  retryDelay?: number;
}

export interface RequestOptions {
  /** Query parameters, camelCase; sent snake_cased. */
  params?: Record<string, unknown>;
  /** JSON body, camelCase; sent snake_cased. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Marks a mutation safe to retry; sent as Idempotency-Key. */
  idempotencyKey?: string;
  /** Show a danger toast on failure with this text when the server sends no message. */
  errorMessage?: string;
  /** Show a danger toast on failure under this title (default 'Error'). */
  errorTitle?: string;
  signal?: AbortSignal;
}

export interface PageMeta {
  pagination?: {
    previousPage: number | null;
    currentPage: number;
    nextPage: number | null;
    recordsPerPage: number;
    recordsOnCurrentPage: number;
    firstRecordOnPage: number | null;
    lastRecordOnPage: number | null;
    totalRecords: number;
    totalPages: number;
  };
  sorting?: { sortBy: string; direction: 'ascending' | 'descending' };
  [extra: string]: unknown;
}

/** A successful answer: the envelope's data, meta and checksum, camelCased. */
export interface ApiResponse<T> {
  data: T;
  meta: PageMeta | null;
  checksum: string | null;
  status: number;
}

/** What a query resolves to: 404, 409 and 422 are failures to handle, not exceptions (flows §8). */
export type QueryResult<T> = ({ ok: true } & ApiResponse<T>) | { ok: false; error: ApiError };

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  readonly config: Readonly<Required<Pick<ApiConfig, 'apiBase' | 'clientDomain' | 'bearer' | 'development'>>>;
  /** GET, retried at most 3 times (never on 404/422); 404, 409 and 422 resolve to `{ ok: false }`. */
  query<T>(path: string, options?: RequestOptions): Promise<QueryResult<T>>;
  /** A non-GET call; never retried unless it carries an idempotency key. Throws ApiError. */
  mutate<T>(method: Exclude<Method, 'GET'>, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  post<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  put<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  patch<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  delete<T>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** The auth token from its cookie, if any. */
  getToken(): string | null;
  /** Stores the token in `<client domain>-auth-token`, parent-domain scoped (never localStorage). */
  setToken(token: string): void;
  clearToken(): void;
}

export const MAX_QUERY_RETRIES = 3;
/** Statuses worth another try; 404 and 422 never are, 409 is a real answer too. */
const RETRY_STATUSES = [408, 425, 429, 500, 502, 503, 504];
const NOT_THROWN_FOR_QUERIES = new Set([404, 409, 422]);

function defaultNotify(toast: ToastRequest): void {
  const store = readGlobal<{ getState(): { toasts?: { push?: (t: ToastRequest) => unknown } } }>(SESSION_STORE_KEY);
  store?.getState().toasts?.push?.(toast);
}

function defaultIsLoggedIn(): boolean {
  const store = readGlobal<{ getState(): { auth?: { status?: string } } }>(SESSION_STORE_KEY);
  return store?.getState().auth?.status === 'loggedIn';
}

/**
 * A body read once with JSON.parse, or kept as text when it is not JSON (an HTML error page). ofetch's
 * default (destr) trims a copy of the text and scans all of it twice with regular expressions first, a few
 * milliseconds on a busy day's timetable (360 KB for 500 classes); its guard against `__proto__` keys is toCamel's
 * here.
 */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const raw = error.data as Record<string, unknown> | string | undefined;
    const body = raw && typeof raw === 'object' ? toCamel<Record<string, unknown>>(raw) : null;
    const message = body && typeof body.message === 'string' ? body.message : null;
    const errors = body && body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : null;
    return new ApiError({ status: error.response.status, message, errors, body });
  }
  // No answer at all (offline, DNS, CORS): status 0 and the generic text.
  return new ApiError({ status: 0 });
}

export function createApiClient(config: ApiConfig): ApiClient {
  const cookies = config.cookies ?? documentCookieJar();
  const hostname = config.hostname ?? (typeof location !== 'undefined' ? location.hostname : 'localhost');
  const notify = config.notify ?? defaultNotify;
  const isLoggedIn = config.isLoggedIn ?? defaultIsLoggedIn;
  const reload = config.reload ?? (() => location.reload());
  const baseDelay = config.retryDelay ?? 300;
  const cookieName = tokenCookieName(config.clientDomain);
  const cookieAttributes = () => ({
    path: '/',
    sameSite: 'Lax' as const,
    domain: parentCookieDomain(hostname),
    secure: typeof location !== 'undefined' && location.protocol === 'https:',
  });
  const settings = {
    apiBase: config.apiBase,
    clientDomain: config.clientDomain,
    bearer: config.bearer ?? false,
    development: config.development ?? false,
  };

  // No baseURL or query for ofetch: url.ts builds the address, so ufo's parser stays out of the bundle.
  // createFetch, not ofetch.create: the default instance carries a global-object probe start-up never needs.
  // The page's fetch is looked up per call, as ofetch's own default does, so a later stub still applies.
  const $fetch: $Fetch = createFetch({
    fetch: config.fetch ?? ((...args) => globalThis.fetch(...args)),
    defaults: { parseResponse: parseBody },
  });

  const getToken = () => cookies.get(cookieName);
  const clearToken = () => cookies.remove(cookieName, cookieAttributes());

  function headersFor(options: RequestOptions): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Client-Domain': config.clientDomain,
      ...options.headers,
    };
    // document.cookie is a synchronous round trip to the browser process on every read: only read it when
    // the token goes out as a header (in production the cookie travels by itself).
    const token = settings.development || settings.bearer ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    return headers;
  }

  function report(error: ApiError, options: RequestOptions): void {
    if (error.status === 401) {
      const wasLoggedIn = isLoggedIn();
      // A rejected token is useless whoever holds it; the reload only matters to a logged-in page.
      clearToken();
      if (wasLoggedIn) reload();
    }
    if (options.errorMessage === undefined && options.errorTitle === undefined) return;
    const messages = error.messages;
    if (error.status === 422 && messages.length > 0) {
      notify({
        type: 'danger',
        title: commonCore.validationErrorsTitle,
        message: messages.join('\n'),
        items: messages,
      });
      return;
    }
    notify({
      type: 'danger',
      title: options.errorTitle ?? commonCore.errorTitle,
      message: error.serverMessage ?? options.errorMessage ?? error.message,
    });
  }

  async function send<T>(
    method: Method,
    path: string,
    options: RequestOptions,
    retries: number,
  ): Promise<ApiResponse<T>> {
    try {
      const query = options.params ? await snakeOutgoing(stripUndefined(options.params)) : undefined;
      const body = options.body === undefined ? undefined : await snakeOutgoing(options.body);
      const response = await $fetch.raw(withQueryString(joinBase(config.apiBase, path), query), {
        method,
        headers: headersFor(options),
        body: body as Record<string, unknown> | undefined,
        retry: retries,
        retryStatusCodes: RETRY_STATUSES,
        retryDelay: (context) => baseDelay * 2 ** Math.max(0, retries - Number(context.options.retry ?? retries)),
        signal: options.signal,
      });
      const envelope = (response._data ?? {}) as { data?: unknown; meta?: unknown; checksum?: unknown };
      return {
        data: toCamel<T>(envelope.data ?? null),
        meta: envelope.meta ? toCamel<PageMeta>(envelope.meta) : null,
        checksum: typeof envelope.checksum === 'string' ? envelope.checksum : null,
        status: response.status,
      };
    } catch (caught) {
      const error = toApiError(caught);
      report(error, options);
      throw error;
    }
  }

  const mutate = <T>(method: Exclude<Method, 'GET'>, path: string, options: RequestOptions = {}) =>
    // A mutation that may have reached the server is retried only when the server can recognise the repeat.
    send<T>(method, path, options, options.idempotencyKey ? MAX_QUERY_RETRIES : 0);

  return {
    config: settings,
    async query<T>(path: string, options: RequestOptions = {}): Promise<QueryResult<T>> {
      try {
        return { ok: true, ...(await send<T>('GET', path, options, MAX_QUERY_RETRIES)) };
      } catch (error) {
        if (error instanceof ApiError && NOT_THROWN_FOR_QUERIES.has(error.status)) return { ok: false, error };
        throw error;
      }
    },
    mutate,
    post: (path, options) => mutate('POST', path, options),
    put: (path, options) => mutate('PUT', path, options),
    patch: (path, options) => mutate('PATCH', path, options),
    delete: (path, options) => mutate('DELETE', path, options),
    getToken,
    setToken: (token) => cookies.set(cookieName, token, cookieAttributes()),
    clearToken,
  };
}

function stripUndefined(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== null) out[key] = value;
  return out;
}
