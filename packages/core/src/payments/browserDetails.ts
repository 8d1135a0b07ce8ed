/** The browser fields authorise sends (camelCase; the API client snake_cases them) for 3-D Secure (flows §7: java
 * disabled, javascript enabled). */
export interface BrowserDetails {
  browserJavaEnabled: false;
  browserJavascriptEnabled: true;
  browserLanguage: string;
  browserColorDepth: number;
  browserScreenHeight: number;
  browserScreenWidth: number;
  /** Minutes from UTC, as Opayo's browserTZ expects (e.g. "-60" in British Summer Time). */
  browserTz: string;
  browserUserAgent: string;
}

export function readBrowserDetails(): BrowserDetails {
  const screenInfo = globalThis.screen;
  const nav = globalThis.navigator;
  return {
    browserJavaEnabled: false,
    browserJavascriptEnabled: true,
    browserLanguage: nav?.language ?? 'en-GB',
    browserColorDepth: screenInfo?.colorDepth ?? 24,
    browserScreenHeight: screenInfo?.height ?? 0,
    browserScreenWidth: screenInfo?.width ?? 0,
    browserTz: String(new Date().getTimezoneOffset()),
    browserUserAgent: nav?.userAgent ?? '',
  };
}
