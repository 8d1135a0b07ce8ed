import { style } from '@vanilla-extract/css';
import { MOBILE_MEDIA, theme } from '@venue/theme';

/** The page column: at most 1264 px wide (contracts §9), centred, with a gutter. */
export const container = style({
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: theme.layout.gutter,
  boxSizing: 'border-box',
  '@media': { [MOBILE_MEDIA]: { paddingInline: '12px' } },
});

export const heading = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  lineHeight: 1.15,
  margin: '0 0 12px',
  color: theme.colour.text,
});

/** The root of an element's view, inside its shadow root: body font and text colour. */
export const elementRoot = style({ fontFamily: theme.font.body, color: theme.colour.text, display: 'block' });

/** An element's page title (its h1); each element sets its own spacing. */
export const pageTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.75rem',
});

/** A bordered surface grouping one part of a view (a checkout step, a course section, an order summary). */
export const panel = style({
  border: `1px solid ${theme.colour.border}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  background: theme.colour.surface,
});
