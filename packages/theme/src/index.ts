export { vars, theme, themeRoot } from './contract.css';
export {
  COLOUR_FIELDS,
  OTHER_FIELDS,
  THEME_FIELDS,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  DEFAULT_HEADER_BG,
  DEFAULT_HEADING_WEIGHT,
  DEFAULT_THEME,
  defaultTheme,
  resolveTheme,
  themeCssVariables,
  readableOn,
  LAYOUT,
  NEUTRAL_COLOURS,
  MOBILE_MEDIA,
  NARROW_ELEMENT,
  ELEMENT_CONTAINER_RULE,
  elementAtLeast,
  TOKEN_NAMES,
} from './tokens';
export type { ThemeInput, ResolvedTheme, ColourField, SecondaryButtonStyle } from './tokens';
export {
  TINT_LEVELS,
  DARKEN_600,
  ALL_TINT_LEVELS,
  tint,
  darken,
  tintScale,
  contrastRatio,
  relativeLuminance,
  AA_NORMAL_TEXT,
} from './tints';
export type { TintLevel, TintScale } from './tints';
export { parseColour, validateColour, validateTintFactor, toHex } from './validate';
export type { ThemeValidationError, ColourResult, RgbTriplet, TintFactorResult } from './validate';
export { FONT_OPTIONS, FONTS, FONT_FILES, LATIN_UNICODE_RANGE, fontFaceCss, isFontOption } from './fonts';
export type { FontOption, FontDefinition, FontFile } from './fonts';
export { applyTheme, themeCss, DEFAULT_FONT_BASE_URL } from './apply';
export { appliedThemeCss } from './themeSheet';
export { applyPageTheme, isDefaultTheme, defaultThemeCss, DEFAULT_THEME_VALUES } from './pageTheme';
export type { ApplyThemeOptions, AppliedTheme } from './apply';
export { loadTheme, statusOf } from './loadTheme';
export type { FetchTheme, ThemeLoadResult, LoadThemeOptions } from './loadTheme';
