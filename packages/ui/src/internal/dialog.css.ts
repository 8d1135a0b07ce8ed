import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing, resetButton, touchTarget } from './shared.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: 'rgba(20, 20, 28, 0.55)',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  padding: '8px 8px 8px 20px',
  borderBottom: `1px solid ${theme.colour.border}`,
});

export const title = style({
  margin: 0,
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '24px',
  lineHeight: 1.2,
  textTransform: 'uppercase',
  color: theme.colour.text,
});

export const close = style([
  resetButton,
  touchTarget,
  focusRing,
  { fontSize: '28px', lineHeight: 1, color: theme.colour.text, borderRadius: theme.layout.radius },
]);

export const content = style({ padding: '20px', overflowY: 'auto', flex: 1 });
