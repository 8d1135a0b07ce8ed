import { style } from '@vanilla-extract/css';
import { MOBILE_MEDIA, theme } from '@venue/theme';

export const layer = style({
  position: 'fixed',
  inset: 0,
  zIndex: 901,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '16px',
  boxSizing: 'border-box',
});

export const panel = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: '480px',
  maxHeight: 'calc(100vh - 32px)',
  background: theme.colour.surface,
  color: theme.colour.text,
  borderRadius: theme.layout.radius,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
  outline: 'none',
  '@media': { [MOBILE_MEDIA]: { maxHeight: 'calc(100vh - 16px)' } },
});
