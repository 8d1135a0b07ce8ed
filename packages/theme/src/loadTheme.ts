/**
 * Loads the client's (or a venue's) theme: `GET frontend/theme?venue=slug`, retried once without the
 * venue when that fails (API-017). The answer is a tagged union; the host app renders the pages:
 * 503 means maintenance mode (THEME-016), any other failure the full-page error (THEME-017).
 *
 * The theme package does not import core (imports point elements -> ui -> theme), so the caller
 * passes the request, normally core's API client: `(params) => getApi().get('frontend/theme', { params })`.
 */
import type { ThemeInput } from './tokens';

export type FetchTheme = (params: { venue?: string }) => Promise<ThemeInput | null | undefined>;

export type ThemeLoadResult =
  | { status: 'ok'; theme: ThemeInput; venue: string | undefined }
  | { status: 'maintenance'; httpStatus: 503 }
  | { status: 'error'; httpStatus: number | undefined; error: unknown };

export interface LoadThemeOptions {
  venue?: string | null;
  fetchTheme: FetchTheme;
}

/** The HTTP status of a failed request, whatever shape the client's error has (ofetch, Response, ours). */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
  for (const candidate of [e.status, e.statusCode, e.response?.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

const failure = (error: unknown): ThemeLoadResult => {
  const httpStatus = statusOf(error);
  return httpStatus === 503 ? { status: 'maintenance', httpStatus } : { status: 'error', httpStatus, error };
};

export async function loadTheme({ venue, fetchTheme }: LoadThemeOptions): Promise<ThemeLoadResult> {
  if (venue) {
    try {
      return { status: 'ok', theme: (await fetchTheme({ venue })) ?? {}, venue };
    } catch (error) {
      // Maintenance mode is site-wide: asking again without the venue would only answer 503 again.
      if (statusOf(error) === 503) return failure(error);
    }
  }
  try {
    return { status: 'ok', theme: (await fetchTheme({})) ?? {}, venue: undefined };
  } catch (error) {
    return failure(error);
  }
}
