import { style } from '@vanilla-extract/css';

// A name or reference is short: at a desk's 1280 px the field ran 1,100 px wide. Here, not in checkout.css.ts,
// so only staff fetch it with the picker.
export const search = style({ maxWidth: '32rem' });
