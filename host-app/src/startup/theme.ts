import { getApi } from '@venue/core/api/index.ts';
import { applyTheme } from '@venue/theme/apply.ts';
import { loadTheme, type ThemeLoadResult } from '@venue/theme/loadTheme.ts';
import type { ThemeInput } from '@venue/theme/tokens.ts';

/** The theme call through the page's API client (`GET /api/frontend/theme[?venue=slug]`). */
async function fetchTheme(params: { venue?: string }): Promise<ThemeInput> {
  const answer = await getApi().query<ThemeInput>('/api/frontend/theme', { params });
  // 404/409/422 resolve instead of throwing for queries; for the theme they are failures all the same.
  if (!answer.ok) throw answer.error;
  return answer.data;
}

/**
 * Loads and applies the client's theme, or the venue's when one is selected (THEME-001). The caller
 * decides the page from the result: 503 is maintenance, any other failure the generic error page.
 */
export async function applyVenueTheme(venue: string | null): Promise<ThemeLoadResult> {
  const result = await loadTheme({ venue, fetchTheme });
  if (result.status === 'ok') applyTheme(result.theme);
  return result;
}
