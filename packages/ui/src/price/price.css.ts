import { style } from '@vanilla-extract/css';

export const price = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const free = style({ textTransform: 'none' });
