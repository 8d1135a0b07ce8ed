/**
 * The public theme contract and the internal variables components read.
 *
 * `vars` are the public `--venue-*` custom properties (see TOKEN_NAMES). They are never declared on
 * `:host` or inside components: a declaration there would beat inheritance, and a page that sets a
 * token on `:root` or any ancestor would be ignored. Instead `themeRoot` (the class on every view's
 * root) resolves each internal variable once with `fallbackVar(publicToken, default)`, and components
 * read only the internal `theme` variables.
 */
import { createGlobalThemeContract, createThemeContract, fallbackVar, style } from '@vanilla-extract/css';
import { FONTS } from './fonts';
import {
  DEFAULT_HEADER_BG,
  DEFAULT_HEADING_WEIGHT,
  DEFAULT_PRIMARY,
  DEFAULT_SECONDARY,
  LAYOUT,
  NEUTRAL_COLOURS,
  TOKEN_NAMES,
} from './tokens';

export const vars = createGlobalThemeContract(TOKEN_NAMES);

export const theme = createThemeContract({
  colour: {
    primary: null,
    primary50: null,
    primary100: null,
    primary200: null,
    primary300: null,
    primary400: null,
    primary500: null,
    primary600: null,
    primaryFill: null,
    onPrimaryFill: null,
    primaryText: null,
    secondary1: null,
    onSecondary1: null,
    secondary2: null,
    headerBg: null,
    onHeaderBg: null,
    headerPrimary: null,
    darkBg: null,
    onDarkBg: null,
    text: null,
    mutedText: null,
    surface: null,
    border: null,
    focus: null,
    danger: null,
    info: null,
    success: null,
    warning: null,
  },
  logo: null,
  font: { body: null, heading: null, headingWeight: null },
  secondaryButton: { background: null, text: null, border: null },
  layout: { maxWidth: null, radius: null, gutter: null },
});

const c = theme.colour;
/** The primary colour over white at `percent` (the tint levels), computed in CSS so a CSS-only override still tints. */
const mix = (percent: number) => `color-mix(in srgb, ${c.primary} ${percent}%, white)`;
const shade600 = `color-mix(in srgb, ${c.primary} 80%, black)`;

export const themeRoot = style({
  vars: {
    [c.primary]: fallbackVar(vars.colour.primary, DEFAULT_PRIMARY),
    [c.primary50]: fallbackVar(vars.colour.primary50, mix(5)),
    [c.primary100]: fallbackVar(vars.colour.primary100, mix(10)),
    [c.primary200]: fallbackVar(vars.colour.primary200, mix(20)),
    [c.primary300]: fallbackVar(vars.colour.primary300, mix(40)),
    [c.primary400]: fallbackVar(vars.colour.primary400, mix(80)),
    [c.primary500]: fallbackVar(vars.colour.primary500, c.primary),
    [c.primary600]: fallbackVar(vars.colour.primary600, shade600),
    [c.primaryFill]: fallbackVar(vars.colour.primaryFill, c.primary600),
    [c.onPrimaryFill]: fallbackVar(vars.colour.onPrimaryFill, '#FFFFFF'),
    [c.primaryText]: fallbackVar(vars.colour.primaryText, c.primary600),
    [c.secondary1]: fallbackVar(vars.colour.secondary1, DEFAULT_SECONDARY),
    [c.onSecondary1]: fallbackVar(vars.colour.onSecondary1, '#FFFFFF'),
    [c.secondary2]: fallbackVar(vars.colour.secondary2, c.primary100),
    [c.headerBg]: fallbackVar(vars.colour.headerBg, DEFAULT_HEADER_BG),
    [c.onHeaderBg]: fallbackVar(vars.colour.onHeaderBg, '#FFFFFF'),
    [c.headerPrimary]: fallbackVar(vars.colour.headerPrimary, c.primary300),
    [c.darkBg]: fallbackVar(vars.colour.darkBg, c.primary600),
    [c.onDarkBg]: fallbackVar(vars.colour.onDarkBg, '#FFFFFF'),
    // Neutral and status colours are not theme fields (see NEUTRAL_COLOURS).
    [c.text]: NEUTRAL_COLOURS.text,
    [c.mutedText]: NEUTRAL_COLOURS.mutedText,
    [c.surface]: NEUTRAL_COLOURS.surface,
    [c.border]: NEUTRAL_COLOURS.border,
    [c.focus]: NEUTRAL_COLOURS.focus,
    [c.danger]: NEUTRAL_COLOURS.danger,
    [c.info]: NEUTRAL_COLOURS.info,
    [c.success]: NEUTRAL_COLOURS.success,
    [c.warning]: NEUTRAL_COLOURS.warning,
    [theme.logo]: fallbackVar(vars.logo, 'none'),
    [theme.font.body]: fallbackVar(vars.font.body, FONTS.roboto.stack),
    [theme.font.heading]: fallbackVar(vars.font.heading, FONTS.garage_gothic.stack),
    [theme.font.headingWeight]: fallbackVar(vars.font.headingWeight, String(DEFAULT_HEADING_WEIGHT)),
    [theme.secondaryButton.background]: fallbackVar(vars.secondaryButton.background, c.secondary1),
    [theme.secondaryButton.text]: fallbackVar(vars.secondaryButton.text, c.onSecondary1),
    [theme.secondaryButton.border]: fallbackVar(vars.secondaryButton.border, c.secondary1),
    [theme.layout.maxWidth]: fallbackVar(vars.layout.maxWidth, LAYOUT.maxWidth),
    [theme.layout.radius]: fallbackVar(vars.layout.radius, LAYOUT.radius),
    [theme.layout.gutter]: fallbackVar(vars.layout.gutter, LAYOUT.gutter),
  },
  fontFamily: theme.font.body,
  color: c.text,
  lineHeight: 1.5,
  fontSize: '16px',
  boxSizing: 'border-box',
  // Inherited text properties cross the shadow boundary: an operator page's typography stops here.
  fontStyle: 'normal',
  fontWeight: 'normal',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textAlign: 'start',
  whiteSpace: 'normal',
});
