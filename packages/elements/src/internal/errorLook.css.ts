import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

/** The error boundary's box: the theme's body text, spaced like the views' own notices. */
export const box = style({
  fontFamily: theme.font.body,
  color: theme.colour.text,
  padding: '16px 0',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '12px',
});

globalStyle(`${box} > p`, { margin: 0, fontSize: '16px', lineHeight: 1.5 });
