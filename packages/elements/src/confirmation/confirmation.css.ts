import { style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel as uiPanel } from '@venue/ui/styles';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = style([elementRoot, { maxWidth: '720px' }]);

export const title = style([pageTitle, { margin: '0 0 8px' }]);

export const panel = style([uiPanel, { borderLeft: `4px solid ${c.success}`, margin: '16px 0' }]);

export const list = style({ listStyle: 'none', padding: 0, margin: 0 });

export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  padding: '8px 0',
  borderBottom: `1px solid ${c.border}`,
});

export const muted = style({ color: c.mutedText, margin: '2px 0 0' });

// A section heading: the theme's heading face in capitals (ARCHITECTURE.md, Look and feel decisions).
export const subTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.25rem',
  margin: '0 0 8px',
});
