import { endpoints } from '@venue/core';
import { applyTheme } from '@venue/theme';
import { loadTheme, type ThemeLoadResult } from '@venue/theme';

/** The theme call through the page's API client; a failure rejects with the ApiError (and its status). */
const fetchTheme = (params: { venue?: string }) => endpoints.getTheme(params);

/**
 * Loads and applies the client's theme, or the venue's when one is selected (THEME-001). The caller
 * decides the page from the result: 503 is maintenance, any other failure the generic error page.
 */
export async function applyVenueTheme(venue: string | null): Promise<ThemeLoadResult> {
  const result = await loadTheme({ venue, fetchTheme });
  if (result.status === 'ok') applyTheme(result.theme);
  return result;
}
