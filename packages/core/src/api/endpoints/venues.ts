import type { z } from 'zod';
import type { clientInfo } from '../../contract/client.ts';
import type { theme } from '../../contract/theme.ts';
import type { venue } from '../../contract/venues.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** A venue as the API client delivers it (contracts §3, VENUE-002). */
export type VenueAnswer = Camelized<z.infer<typeof venue>>;
/** The operator as `GET /api/client` answers (flows §3). */
export type ClientAnswer = Camelized<z.infer<typeof clientInfo>>;
/** The theme as `GET /api/frontend/theme` answers (flows §3). */
export type ThemeAnswer = Camelized<z.infer<typeof theme>>;

/** GET /api/client: the operator's name, currency and switches. */
export function getClient(api: ApiClient = getApi()): Promise<QueryResult<ClientAnswer>> {
  return api.query<ClientAnswer>('/api/client');
}

/**
 * GET /api/frontend/theme[?venue=slug]. Rejects with the ApiError (it carries the status, so the caller
 * can tell 503 maintenance from other failures): 404/409/422 resolve for queries, but for the theme they
 * are failures all the same.
 */
export async function getTheme(params: { venue?: string }, api: ApiClient = getApi()): Promise<ThemeAnswer> {
  const answer = await api.query<ThemeAnswer>('/api/frontend/theme', { params });
  if (!answer.ok) throw answer.error;
  return answer.data;
}
