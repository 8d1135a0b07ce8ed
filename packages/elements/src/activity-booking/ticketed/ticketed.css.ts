import { style } from '@vanilla-extract/css';
import { NARROW_ELEMENT, theme } from '@venue/theme';
import { panel as panelBase, visuallyHidden } from '@venue/ui/styles';

const c = theme.colour;

export const root = style({ display: 'grid', gap: '16px', minWidth: 0 });

export const srOnly = visuallyHidden;

export const sessions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '8px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  '@container': { [NARROW_ELEMENT]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const session = style({
  width: '100%',
  minHeight: '56px',
  display: 'grid',
  gap: '2px',
  padding: '8px 10px',
  borderRadius: theme.layout.radius,
  border: `1px solid ${c.primary}`,
  background: c.surface,
  color: c.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: c.primary50 },
    '&:focus-visible': { outline: `3px solid ${c.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { background: c.primaryFill, color: c.onPrimaryFill, borderColor: c.primaryFill },
    '&:disabled': { cursor: 'not-allowed', background: '#EDEDF0', color: '#4A4B57', borderColor: c.border },
  },
});

export const sessionTime = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
export const sessionPlaces = style({ fontSize: '0.85rem' });

export const panel = style([panelBase, { display: 'grid', gap: '12px' }]);

// A section heading: the theme's heading face in capitals (ARCHITECTURE.md, Look and feel decisions).
export const panelTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  margin: 0,
  fontSize: '1.25rem',
});

export const types = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });

export const type = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  paddingBottom: '12px',
  borderBottom: `1px solid ${c.border}`,
});

export const typeName = style({ fontWeight: 700, display: 'block' });
export const typePrice = style({ margin: '2px 0 0', color: c.mutedText });

export const stepper = style({ display: 'flex', alignItems: 'center', gap: '4px' });

export const step = style({
  width: '44px',
  height: '44px',
  borderRadius: theme.layout.radius,
  border: `1px solid ${c.primary}`,
  background: c.surface,
  color: c.primaryText,
  fontSize: '1.3rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${c.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const qty = style({
  width: '56px',
  height: '44px',
  textAlign: 'center',
  font: 'inherit',
  fontSize: '1.05rem',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  selectors: { '&:focus-visible': { outline: `3px solid ${c.focus}`, outlineOffset: '2px' } },
});

export const total = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: '1.2rem',
  fontWeight: 700,
});

export const discount = style({ margin: 0, color: c.success, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const success = style({
  borderLeft: `4px solid ${c.success}`,
  background: '#EEF8F1',
  padding: '12px 16px',
  display: 'grid',
  gap: '8px',
});

export const hint = style({ margin: 0, color: c.mutedText });

export const empty = style({
  margin: 0,
  padding: '16px',
  border: `1px dashed ${c.border}`,
  borderRadius: theme.layout.radius,
});

export const error = style({ color: c.danger, fontWeight: 700, margin: 0 });
