import { style } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing, touchTarget } from '../internal/shared.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  marginBottom: '16px',
  fontFamily: theme.font.body,
});
export const label = style({ fontWeight: 700, fontSize: '15px', color: theme.colour.text });
export const requiredMark = style({ color: theme.colour.danger });
export const hint = style({ margin: 0, fontSize: '14px', color: theme.colour.mutedText });
export const error = style({ margin: 0, fontSize: '14px', color: theme.colour.danger, fontWeight: 700 });

export const control = style([
  touchTarget,
  focusRing,
  {
    width: '100%',
    boxSizing: 'border-box',
    padding: '10px 12px',
    font: 'inherit',
    fontSize: '16px', // 16 px stops iOS zooming into the field
    color: theme.colour.text,
    background: theme.colour.surface,
    border: `1px solid ${theme.colour.border}`,
    borderRadius: theme.layout.radius,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: theme.colour.danger, borderWidth: '2px' },
      '&:disabled': { background: '#F1F1F3', color: theme.colour.mutedText },
    },
  },
]);

export const textarea = style({ minHeight: '96px', resize: 'vertical' });

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: '10px', minHeight: '44px' });
export const checkbox = style([
  focusRing,
  { width: '24px', height: '24px', margin: '10px 0', flexShrink: 0, accentColor: theme.colour.primaryFill },
]);
export const checkboxLabel = style({ paddingTop: '10px', fontSize: '15px', color: theme.colour.text });

/** A radio button the size of a checkbox, in the theme's colour (the browser's own is 13 px and blue). */
export const radio = style({
  width: '20px',
  height: '20px',
  margin: 0,
  flexShrink: 0,
  accentColor: theme.colour.primaryFill,
});
