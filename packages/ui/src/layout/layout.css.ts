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
