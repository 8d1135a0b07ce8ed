import {
  configureApi,
  ensureSlicesIn,
  getSessionStore,
  getTheme,
  loadBasket,
  type SliceDef,
} from '@venue/core/runtime';
import { applyPageTheme, loadTheme, type FetchTheme, type ThemeLoadResult } from '@venue/theme';
import { readScriptConfig } from './scriptConfig.ts';
import { stampBundle } from './version.ts';

/** The demo client; a real operator's snippet names its own with `data-client-domain`. */
export const DEFAULT_CLIENT_DOMAIN = 'riverside-leisure';

const THEME_KEY = Symbol.for('venue.theme-load.v1');

export interface StartEmbedOptions {
  bundle: 'venue-elements' | 'venue-kiosk' | (string & {});
  /** `import.meta.url` of the entry module. */
  bundleUrl: string;
  /** The kiosk bundle's kiosk slice: passed in, so its code (idle logout) stays out of the shared runtime. */
  kiosk?: SliceDef<'kiosk'>;
}

/** The theme call through core's page-wide API client; a failed query becomes a thrown ApiError (with status). */
export const fetchThemeThroughApi: FetchTheme = (params) => getTheme(params);

/**
 * The page's session: kiosk mode for the kiosk bundle, the client, the user (and their basket) when a token
 * cookie is there, and the 5 s login status poll that notices a login or logout in another tab.
 */
function startSession({ kiosk, centre }: { kiosk: SliceDef<'kiosk'> | undefined; centre: string | undefined }): void {
  const store = getSessionStore();
  if (kiosk)
    ensureSlicesIn(store, kiosk)
      .getState()
      .kiosk.setKiosk(true, centre ?? null);
  const state = store.getState();
  // The client's name and switches (online joining, guest passes) drive what <venue-nav> shows,
  // exactly as in the host app.
  void state.system.loadClient();
  // Core answers a guest (no token cookie) without calling the server, so this is safe on every page.
  void state.auth.loadUser().then((user) => {
    if (user) void loadBasket();
  });
  state.auth.startStatusPoll();
}

/** What the elements need to know of their server, from a script tag (scriptConfig.ts) or a React host. */
export interface ElementsConfig {
  apiOrigin: string;
  clientDomain: string | undefined;
  venue: string | undefined;
  centre?: string | undefined;
  bearer: boolean;
  /** The folder holding the theme fonts (the server's `/embed/fonts/`). */
  fontBaseUrl: string;
}

/**
 * Start-up of a script-tag bundle, before any tag is defined: API client from the script tag,
 * default theme at once (first paint never waits for the network), then the client's theme.
 * Once per page: a second bundle finds the theme promise of the first.
 */
export function startEmbed({ bundle, bundleUrl, kiosk }: StartEmbedOptions): Promise<ThemeLoadResult> {
  stampBundle(bundle, bundleUrl);
  const config = readScriptConfig(bundleUrl);
  return startElements({ ...config, fontBaseUrl: new URL('fonts/', config.bundleBase).href }, bundle, kiosk);
}

/** startEmbed's work once the configuration is known; the React build calls it with its host's (reactEntry.ts). */
export function startElements(
  config: ElementsConfig,
  bundle: string,
  kiosk?: SliceDef<'kiosk'>,
): Promise<ThemeLoadResult> {
  const holder = globalThis as unknown as Record<symbol, Promise<ThemeLoadResult> | undefined>;
  const started = holder[THEME_KEY];
  if (started) return started;

  configureApi({
    apiBase: config.apiOrigin,
    clientDomain: config.clientDomain ?? DEFAULT_CLIENT_DOMAIN,
    bearer: config.bearer,
  });
  startSession({ kiosk, centre: config.centre });

  const { fontBaseUrl } = config;
  // The default theme is written out (no theme code loads for it); another loads apply.ts first.
  void applyPageTheme(null, { fontBaseUrl });
  const loading = loadTheme({ venue: config.venue, fetchTheme: fetchThemeThroughApi }).then(async (result) => {
    if (result.status === 'ok') await applyPageTheme(result.theme, { fontBaseUrl });
    // On an operator's page there is no full-page maintenance or error screen to show; the elements
    // keep the default theme and say what happened when they load their own data.
    else console.warn(`[${bundle}] theme not loaded (${result.status}); using the default theme`);
    document.dispatchEvent(new CustomEvent('venue:theme', { detail: result }));
    return result;
  });
  holder[THEME_KEY] = loading;
  return loading;
}
