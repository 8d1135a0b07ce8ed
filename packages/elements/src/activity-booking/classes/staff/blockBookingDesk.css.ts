import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

const c = theme.colour;

export const desk = style({ display: 'flex', flexDirection: 'column', gap: '8px', marginBottom: '12px' });

export const note = style({ margin: 0, color: c.text });

export const form = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const summary = style({ margin: 0 });

export const formError = style({ margin: 0, color: c.danger });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end' });
