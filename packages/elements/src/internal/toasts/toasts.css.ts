import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '@venue/theme/contract.css.ts';
import { LAYOUT } from '@venue/theme/tokens.ts';

export const viewport = style({
  position: 'fixed',
  insetBlockStart: '16px',
  insetInlineEnd: '16px',
  zIndex: 2147483000,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  width: LAYOUT.toastWidth,
  maxWidth: 'calc(100vw - 32px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The empty viewport must not block clicks on the operator's page.
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: '8px',
  padding: '12px 12px 12px 16px',
  borderRadius: theme.layout.radius,
  borderInlineStart: '6px solid',
  background: theme.colour.surface,
  color: theme.colour.text,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.18)',
  fontFamily: theme.font.body,
  fontSize: '15px',
  lineHeight: 1.4,
});

export const tone = styleVariants({
  danger: { borderColor: theme.colour.danger },
  info: { borderColor: theme.colour.info },
  success: { borderColor: theme.colour.success },
  warning: { borderColor: theme.colour.warning },
});

export const title = style({ display: 'block', fontWeight: 700, margin: 0 });
export const message = style({ margin: 0, whiteSpace: 'pre-line' });
export const items = style({ margin: '4px 0 0', paddingInlineStart: '18px' });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  margin: '-8px -8px 0 0',
  padding: 0,
  border: 0,
  borderRadius: theme.layout.radius,
  background: 'transparent',
  color: theme.colour.text,
  font: 'inherit',
  fontSize: '22px',
  lineHeight: 1,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${theme.colour.focus}`, outlineOffset: '2px' },
});
