/** The browser fields authorise sends for 3-D Secure (flows §7: java disabled, javascript enabled). */
export interface BrowserDetails {
  browser_java_enabled: false;
  browser_javascript_enabled: true;
  browser_language: string;
  browser_color_depth: number;
  browser_screen_height: number;
  browser_screen_width: number;
  /** Minutes from UTC, as Opayo's browserTZ expects (e.g. "-60" in British Summer Time). */
  browser_tz: string;
  browser_user_agent: string;
}

export function readBrowserDetails(): BrowserDetails {
  const screenInfo = globalThis.screen;
  const nav = globalThis.navigator;
  return {
    browser_java_enabled: false,
    browser_javascript_enabled: true,
    browser_language: nav?.language ?? 'en-GB',
    browser_color_depth: screenInfo?.colorDepth ?? 24,
    browser_screen_height: screenInfo?.height ?? 0,
    browser_screen_width: screenInfo?.width ?? 0,
    browser_tz: String(new Date().getTimezoneOffset()),
    browser_user_agent: nav?.userAgent ?? '',
  };
}
