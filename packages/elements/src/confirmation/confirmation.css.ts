import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = style({ fontFamily: theme.font.body, color: c.text, display: 'block', maxWidth: '720px' });

export const title = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.75rem',
  margin: '0 0 8px',
});

export const panel = style({
  border: `1px solid ${c.border}`,
  borderLeft: `4px solid ${c.success}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  margin: '16px 0',
  background: c.surface,
});

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '8px 0', borderBottom: `1px solid ${c.border}` });

export const muted = style({ color: c.mutedText, margin: '2px 0 0' });

export const subTitle = style({ fontSize: '1.1rem', fontWeight: 700, margin: '0 0 8px' });
