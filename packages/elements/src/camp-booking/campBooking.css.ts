import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

// Only what camps add to the course booking look (courseBooking.css.ts), which they share.

export const dayList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '4px' });

export const dayItem = style({
  padding: '2px 0',
  borderBottom: `1px solid ${theme.colour.border}`,
  overflowWrap: 'anywhere',
});
