import { style, styleVariants } from '@vanilla-extract/css';
import { LAYOUT, MOBILE_MEDIA, theme } from '@venue/theme';
import { focusRing, resetButton, touchTarget } from '../internal/shared.css';

export const list = style({
  position: 'fixed',
  top: '16px',
  right: '16px',
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  width: LAYOUT.toastWidth,
  maxWidth: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [MOBILE_MEDIA]: { left: '16px', right: '16px', width: 'auto' } },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '8px',
  width: '100%',
  boxSizing: 'border-box',
  padding: '12px 8px 12px 16px',
  borderRadius: theme.layout.radius,
  borderLeft: '6px solid',
  background: theme.colour.surface,
  color: theme.colour.text,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.2)',
  fontFamily: theme.font.body,
  fontSize: '15px',
});

// The four colours of flows §8; the accent carries the colour, the text stays dark for contrast.
export const type = styleVariants({
  danger: { borderLeftColor: theme.colour.danger },
  info: { borderLeftColor: theme.colour.info },
  success: { borderLeftColor: theme.colour.success },
  warning: { borderLeftColor: theme.colour.warning },
});

export const titleColour = styleVariants({
  danger: { color: theme.colour.danger },
  info: { color: theme.colour.info },
  success: { color: theme.colour.success },
  warning: { color: theme.colour.warning },
});

export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ margin: 0, fontWeight: 700 });
export const message = style({ margin: 0 });
export const messages = style({ margin: 0, paddingLeft: '20px' });

export const dismiss = style([
  resetButton,
  touchTarget,
  focusRing,
  { color: theme.colour.mutedText, fontSize: '20px', lineHeight: 1, borderRadius: theme.layout.radius },
]);
