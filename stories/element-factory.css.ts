import { style } from '@vanilla-extract/css';
import { theme, themeRoot } from '@venue/theme';

export const card = style([
  themeRoot,
  {
    display: 'grid',
    gap: '12px',
    maxWidth: '360px',
    padding: '16px',
    border: `1px solid ${theme.colour.border}`,
    borderRadius: theme.layout.radius,
    background: theme.colour.surface,
  },
]);

export const heading = style({
  margin: 0,
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '24px',
  color: theme.colour.primaryText,
});

export const button = style({
  justifySelf: 'start',
  minHeight: '44px',
  padding: '0 20px',
  border: 0,
  borderRadius: theme.layout.radius,
  background: theme.colour.primaryFill,
  color: theme.colour.onPrimaryFill,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});
