import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing } from '../internal/shared.css';

export const nav = style({ fontFamily: theme.font.body, fontSize: '14px' });
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '& + &::before': { content: '"/"', padding: '0 8px', color: theme.colour.mutedText } },
});
export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    color: theme.colour.primaryText,
    textDecoration: 'underline',
    borderRadius: '2px',
  },
]);
export const current = style({ color: theme.colour.text, fontWeight: 700 });
