import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

// Only what camps add to the course booking look (courseBooking.css.ts), which they share.

export const dayList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '4px' });

export const dayItem = style({
  padding: '2px 0',
  borderBottom: `1px solid ${theme.colour.border}`,
  overflowWrap: 'anywhere',
  // The fieldset's own border closes the list.
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const modeOption = style({ display: 'flex', alignItems: 'center', gap: '10px', minHeight: '44px' });

// The radio buttons' look is the fields' own.
export { radioInput } from '@venue/ui/styles';
