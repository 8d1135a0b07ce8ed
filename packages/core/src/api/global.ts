import { API_CLIENT_KEY, readGlobal, writeGlobal } from '../globals.ts';
import { createApiClient, type ApiClient, type ApiConfig } from './client.ts';

/**
 * Sets up the page-wide API client (once per page; a second bundle calling it again replaces the
 * configuration, so configure from one place: the script tag or the host app's start-up).
 */
export function configureApi(config: ApiConfig): ApiClient {
  return writeGlobal(API_CLIENT_KEY, createApiClient(config));
}

/** The page-wide API client. Throws when configureApi has not run, rather than calling the wrong server. */
export function getApi(): ApiClient {
  const client = readGlobal<ApiClient>(API_CLIENT_KEY);
  if (!client) throw new Error('The API client is not configured: call configureApi({ apiBase, clientDomain }) first.');
  return client;
}

export function isApiConfigured(): boolean {
  return readGlobal<ApiClient>(API_CLIENT_KEY) !== undefined;
}

/**
 * Whether the API is another origin than the page. The embed bundle turns the bearer setting on when it
 * is: third-party cookies are blocked there, so the token travels as a Bearer header instead.
 */
export function isCrossOrigin(
  apiBase: string,
  pageOrigin: string = typeof location !== 'undefined' ? location.origin : '',
): boolean {
  if (!apiBase) return false;
  try {
    return new URL(apiBase, pageOrigin || undefined).origin !== pageOrigin;
  } catch {
    return true;
  }
}
