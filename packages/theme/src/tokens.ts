/**
 * The theme's fields (flows §3), their defaults, and the public `--venue-*` custom properties they
 * become. The names here are the public API operators may set in their own CSS; they are listed in
 * ARCHITECTURE.md and must not be renamed.
 */
import { FONTS, isFontOption, type FontOption } from './fonts';
import { AA_NORMAL_TEXT, contrastRatio, darken, tintScale, type TintScale } from './tints';
import { validateColour, type ThemeValidationError } from './validate';

export const COLOUR_FIELDS = [
  'themeAppPrimaryColour',
  'themeAppSecondaryColour1',
  'themeAppSecondaryColour2',
  'themeAppHeaderBgColour',
  'themeAppDarkBgColour',
  'headerPrimaryColour',
] as const;
export const OTHER_FIELDS = [
  'themeAppLogo',
  'themeAppBodyFontStyle',
  'themeAppHeadingFontStyle',
  'themeAppSecondaryButtonStyle',
] as const;
export const THEME_FIELDS = [...COLOUR_FIELDS, ...OTHER_FIELDS] as const;

export type ColourField = (typeof COLOUR_FIELDS)[number];
export type SecondaryButtonStyle = 'solid' | 'outline';

/** The theme as the client receives it (camelCased); every field optional, any may be invalid. */
export type ThemeInput = Partial<Record<ColourField, string | null>> & {
  themeAppLogo?: string | null;
  themeAppBodyFontStyle?: string | null;
  themeAppHeadingFontStyle?: string | null;
  themeAppSecondaryButtonStyle?: string | null;
};

/** A theme after validation: every field present and valid. */
export interface ResolvedTheme {
  themeAppPrimaryColour: string;
  themeAppSecondaryColour1: string;
  themeAppSecondaryColour2: string;
  themeAppHeaderBgColour: string;
  themeAppDarkBgColour: string;
  headerPrimaryColour: string;
  themeAppLogo: string | null;
  themeAppBodyFontStyle: FontOption;
  themeAppHeadingFontStyle: FontOption;
  themeAppSecondaryButtonStyle: SecondaryButtonStyle;
}

export const DEFAULT_PRIMARY = '#8C59F8';
export const DEFAULT_SECONDARY = '#3E2DAC';
export const DEFAULT_HEADER_BG = '#262731';
export const DEFAULT_HEADING_WEIGHT = 700;

/**
 * Defaults of flows §3. The spec gives no default for the second secondary colour, the dark background
 * or the header primary colour (gap G18): they fall back to shades of the primary colour.
 */
export function defaultTheme(primary: string = DEFAULT_PRIMARY): ResolvedTheme {
  const shades = tintScale(primary);
  return {
    themeAppPrimaryColour: primary,
    themeAppSecondaryColour1: DEFAULT_SECONDARY,
    themeAppSecondaryColour2: shades[100],
    themeAppHeaderBgColour: DEFAULT_HEADER_BG,
    themeAppDarkBgColour: shades[600],
    headerPrimaryColour: shades[300],
    themeAppLogo: null,
    themeAppBodyFontStyle: 'roboto',
    themeAppHeadingFontStyle: 'garage_gothic',
    themeAppSecondaryButtonStyle: 'solid',
  };
}

export const DEFAULT_THEME: ResolvedTheme = defaultTheme();

/** Validates every field, replacing each invalid one by its default and reporting why. */
export function resolveTheme(input: ThemeInput | null | undefined): {
  theme: ResolvedTheme;
  errors: ThemeValidationError[];
} {
  const raw = input ?? {};
  const errors: ThemeValidationError[] = [];
  const present = (v: unknown) => v !== undefined && v !== null && v !== '';

  let primary = DEFAULT_PRIMARY;
  if (present(raw.themeAppPrimaryColour)) {
    const checked = validateColour('themeAppPrimaryColour', raw.themeAppPrimaryColour, DEFAULT_PRIMARY);
    primary = checked.hex;
    if (checked.error) errors.push(checked.error);
  }
  const theme = defaultTheme(primary);
  for (const field of COLOUR_FIELDS) {
    if (field === 'themeAppPrimaryColour' || !present(raw[field])) continue;
    const checked = validateColour(field, raw[field], theme[field]);
    theme[field] = checked.hex;
    if (checked.error) errors.push(checked.error);
  }

  for (const field of ['themeAppBodyFontStyle', 'themeAppHeadingFontStyle'] as const) {
    const value = raw[field];
    if (!present(value)) continue;
    if (isFontOption(value)) theme[field] = value;
    else
      errors.push({
        field,
        value,
        message: `${field}: ${JSON.stringify(value)} is not a font option; use one of garage_gothic, lato, open_sans, roboto. Using the default ${theme[field]}.`,
      });
  }

  const style = raw.themeAppSecondaryButtonStyle;
  if (present(style)) {
    if (style === 'solid' || style === 'outline') theme.themeAppSecondaryButtonStyle = style;
    else
      errors.push({
        field: 'themeAppSecondaryButtonStyle',
        value: style,
        message: `themeAppSecondaryButtonStyle: ${JSON.stringify(style)} must be solid or outline. Using the default solid.`,
      });
  }

  if (present(raw.themeAppLogo)) {
    const logo = String(raw.themeAppLogo);
    if (/^(https?:\/\/|\/|data:image\/)/i.test(logo)) theme.themeAppLogo = logo;
    else
      errors.push({
        field: 'themeAppLogo',
        value: logo,
        message: `themeAppLogo: ${JSON.stringify(logo)} must be an http(s) URL or a path starting with /. No logo is shown.`,
      });
  }
  return { theme, errors };
}

/**
 * Colours that are not theme fields: text, borders and the four toast and message colours
 * (danger, info, success, warning). Each meets WCAG AA (4.5:1) as text on white.
 */
export const NEUTRAL_COLOURS = {
  text: '#1F2024',
  mutedText: '#55575F',
  surface: '#FFFFFF',
  border: '#8A8C94',
  focus: '#1F2024',
  danger: '#B42318',
  info: '#1D5FB8',
  success: '#1E7A3C',
  warning: '#8A5300',
} as const;

/** Layout constants (flows §9, contracts §9; mobile below 576 px per decision C1). */
export const LAYOUT = {
  maxWidth: '1264px',
  mobileMaxWidth: 575,
  drawerWidth: '306px',
  toastWidth: '325px',
  slideOverWidths: { sm: '560px', md: '640px', lg: '720px' },
  touchTarget: '44px',
  radius: '6px',
  gutter: '16px',
} as const;

/** Media query for the mobile layout. */
export const MOBILE_MEDIA = `screen and (max-width: ${LAYOUT.mobileMaxWidth}px)`;

/**
 * The container an element that lays out by its own width names on its root (ELEMENT_CONTAINER_RULE below:
 * the activity week, the venue finder, sign-up, the account), and the query for its phone layout there: the
 * mobile layout whenever the element is as narrow as a phone, in a phone's window or in a 360 px sidebar of
 * an operator's wide page.
 */
export const ELEMENT_CONTAINER = 'venue-element';
export const NARROW_ELEMENT = `${ELEMENT_CONTAINER} (max-width: ${LAYOUT.mobileMaxWidth}px)`;
/** The query for an element at least `px` wide (its own width, as NARROW_ELEMENT). */
export const elementAtLeast = (px: number) => `${ELEMENT_CONTAINER} (min-width: ${px}px)`;

/**
 * The rule that makes an element's root the container its layout queries. Without a width from its parent
 * (a float, an inline block, a flex item sized by its content) a container would measure 0 px wide (seen in
 * Chromium): it is then 20rem.
 */
export const ELEMENT_CONTAINER_RULE = {
  containerType: 'inline-size',
  containerName: ELEMENT_CONTAINER,
  containIntrinsicInlineSize: '20rem',
} as const;

/**
 * The public custom property names, without the leading `--`. The contract (contract.css.ts) is built
 * from this tree so runtime code (applying a theme) and styles share one list.
 */
export const TOKEN_NAMES = {
  colour: {
    primary: 'venue-primary',
    primary50: 'venue-primary-50',
    primary100: 'venue-primary-100',
    primary200: 'venue-primary-200',
    primary300: 'venue-primary-300',
    primary400: 'venue-primary-400',
    primary500: 'venue-primary-500',
    primary600: 'venue-primary-600',
    /** Background of primary buttons: the primary colour, or its 600 shade when white text would fail AA on it. */
    primaryFill: 'venue-primary-fill',
    onPrimaryFill: 'venue-on-primary-fill',
    /** Primary-coloured text on white that meets AA. */
    primaryText: 'venue-primary-text',
    secondary1: 'venue-secondary-1',
    onSecondary1: 'venue-on-secondary-1',
    secondary2: 'venue-secondary-2',
    headerBg: 'venue-header-bg',
    onHeaderBg: 'venue-on-header-bg',
    headerPrimary: 'venue-header-primary',
    darkBg: 'venue-dark-bg',
    onDarkBg: 'venue-on-dark-bg',
  },
  logo: 'venue-logo',
  font: {
    body: 'venue-font-body',
    heading: 'venue-font-heading',
    headingWeight: 'venue-font-heading-weight',
  },
  secondaryButton: {
    background: 'venue-secondary-button-bg',
    text: 'venue-secondary-button-text',
    border: 'venue-secondary-button-border',
  },
  layout: {
    maxWidth: 'venue-layout-max-width',
    radius: 'venue-radius',
    gutter: 'venue-gutter',
  },
} as const;

const WHITE = '#FFFFFF';
const BLACK = '#000000';

/** White text when it meets AA on `background`, else black. */
export function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= AA_NORMAL_TEXT ? WHITE : BLACK;
}

function fillFor(colour: string, shades: TintScale): string {
  if (contrastRatio(WHITE, colour) >= AA_NORMAL_TEXT) return colour;
  if (contrastRatio(WHITE, shades[600]) >= AA_NORMAL_TEXT) return shades[600];
  return colour;
}

function textOnWhite(colour: string): string {
  let shade = colour;
  for (let i = 0; i < 8 && contrastRatio(WHITE, shade) < AA_NORMAL_TEXT; i++) shade = darken(shade, 0.8);
  return shade;
}

/** Every public custom property for a resolved theme, e.g. `{ '--venue-primary': '#8C59F8', ... }`. */
export function themeCssVariables(theme: ResolvedTheme): Record<string, string> {
  const n = TOKEN_NAMES;
  const primary = theme.themeAppPrimaryColour;
  const shades = tintScale(primary);
  const fill = fillFor(primary, shades);
  const secondary = theme.themeAppSecondaryColour1;
  const onSecondary = readableOn(secondary);
  const outline = theme.themeAppSecondaryButtonStyle === 'outline';
  const entries: Array<[string, string]> = [
    [n.colour.primary, primary],
    [n.colour.primary50, shades[50]],
    [n.colour.primary100, shades[100]],
    [n.colour.primary200, shades[200]],
    [n.colour.primary300, shades[300]],
    [n.colour.primary400, shades[400]],
    [n.colour.primary500, shades[500]],
    [n.colour.primary600, shades[600]],
    [n.colour.primaryFill, fill],
    [n.colour.onPrimaryFill, readableOn(fill)],
    [n.colour.primaryText, textOnWhite(primary)],
    [n.colour.secondary1, secondary],
    [n.colour.onSecondary1, onSecondary],
    [n.colour.secondary2, theme.themeAppSecondaryColour2],
    [n.colour.headerBg, theme.themeAppHeaderBgColour],
    [n.colour.onHeaderBg, readableOn(theme.themeAppHeaderBgColour)],
    [n.colour.headerPrimary, theme.headerPrimaryColour],
    [n.colour.darkBg, theme.themeAppDarkBgColour],
    [n.colour.onDarkBg, readableOn(theme.themeAppDarkBgColour)],
    [n.logo, theme.themeAppLogo ? `url(${JSON.stringify(theme.themeAppLogo)})` : 'none'],
    [n.font.body, FONTS[theme.themeAppBodyFontStyle].stack],
    [n.font.heading, FONTS[theme.themeAppHeadingFontStyle].stack],
    [n.font.headingWeight, String(DEFAULT_HEADING_WEIGHT)],
    [n.secondaryButton.background, outline ? 'transparent' : secondary],
    [n.secondaryButton.text, outline ? textOnWhite(secondary) : onSecondary],
    [n.secondaryButton.border, secondary],
  ];
  return Object.fromEntries(entries.map(([name, value]) => [`--${name}`, value]));
}
