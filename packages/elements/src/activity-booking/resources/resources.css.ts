import { style } from '@vanilla-extract/css';
import { NARROW_ELEMENT, theme } from '@venue/theme';
import { panel } from '@venue/ui/styles';

const c = theme.colour;

export const root = style({ display: 'grid', gap: '16px', minWidth: 0 });

export const intro = style({ margin: 0, color: c.mutedText });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.9rem',
  color: c.mutedText,
});

export const swatch = style({
  display: 'inline-block',
  width: '14px',
  height: '14px',
  marginRight: '6px',
  verticalAlign: 'middle',
  borderRadius: '3px',
  border: `1px solid ${c.border}`,
});
export const swatchFree = style([swatch, { background: c.surface, borderColor: c.primary }]);
export const swatchTaken = style([swatch, { background: '#EDEDF0' }]);
export const swatchChosen = style([swatch, { background: c.primaryFill }]);

/** The header row of court names: only on wide screens (each button names its court itself). */
export const head = style({
  display: 'grid',
  gap: '8px',
  gridTemplateColumns: 'var(--slot-columns)',
  fontWeight: 700,
  fontSize: '0.9rem',
  paddingBottom: '4px',
  borderBottom: `1px solid ${c.border}`,
  '@container': { [NARROW_ELEMENT]: { display: 'none' } },
});

export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' });

export const row = style({
  display: 'grid',
  gap: '8px',
  alignItems: 'center',
  gridTemplateColumns: 'var(--slot-columns)',
  '@container': {
    [NARROW_ELEMENT]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      padding: '8px 0',
      borderBottom: `1px solid ${c.border}`,
    },
  },
});

export const time = style({
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
  fontSize: '1rem',
  '@container': { [NARROW_ELEMENT]: { gridColumn: '1 / -1' } },
});

export const cell = style({
  minHeight: '44px',
  minWidth: 0,
  width: '100%',
  padding: '6px 8px',
  borderRadius: theme.layout.radius,
  border: `1px solid ${c.primary}`,
  background: c.surface,
  color: c.text,
  font: 'inherit',
  fontSize: '0.9rem',
  textAlign: 'center',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: c.primary50 },
    '&:focus-visible': { outline: `3px solid ${c.focus}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': { background: c.primaryFill, color: c.onPrimaryFill, borderColor: c.primaryFill },
  },
});

export const taken = style({
  minHeight: '44px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '6px 8px',
  borderRadius: theme.layout.radius,
  background: '#EDEDF0',
  color: '#4A4B57',
  fontSize: '0.9rem',
  textAlign: 'center',
  textDecoration: 'line-through',
});

export const courtLabel = style({ display: 'none', '@container': { [NARROW_ELEMENT]: { display: 'inline' } } });

export const summary = style([panel, { display: 'grid', gap: '8px', background: c.surface }]);

/** With a slot chosen, the panel stays in view at the bottom while the customer scrolls the day. */
export const summaryChosen = style([
  summary,
  { position: 'sticky', bottom: 0, boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)' },
]);

export const summaryTitle = style({ margin: 0, fontSize: '1.1rem', fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px' });

export const success = style({
  borderLeft: `4px solid ${c.success}`,
  background: '#EEF8F1',
  padding: '12px 16px',
  display: 'grid',
  gap: '8px',
});

export const empty = style({
  margin: 0,
  padding: '16px',
  border: `1px dashed ${c.border}`,
  borderRadius: theme.layout.radius,
});

export const error = style({ color: c.danger, fontWeight: 700, margin: 0 });
