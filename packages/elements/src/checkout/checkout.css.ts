import { style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel as uiPanel } from '@venue/ui/styles';
import { wrappingColumns } from '@venue/ui/columns';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = elementRoot;

export const title = style([pageTitle, { margin: '0 0 12px' }]);

// The payment panels beside the order, or the order under them.
export const layout = wrappingColumns([3, 2]);

export const panel = style([uiPanel, { marginBottom: '16px' }]);

// A section heading: the theme's heading face in capitals (ARCHITECTURE.md, Look and feel decisions).
export const panelTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.25rem',
  margin: '0 0 12px',
});

export const row = style({
  display: 'flex',
  gap: '12px',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const actions = style({ display: 'flex', gap: '12px', flexWrap: 'wrap' });

export const plainList = style({ listStyle: 'none', padding: 0, margin: '8px 0' });

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: '12px', padding: '4px 0' });

/** A line's date and time under its name, so two lines of the same class read apart. */
export const summaryWhen = style({ display: 'block', color: c.mutedText, fontSize: '0.875rem' });

export const totalRow = style([
  summaryRow,
  { fontWeight: 700, fontSize: '1.1rem', borderTop: `1px solid ${c.border}`, paddingTop: '8px' },
]);

export const errorBox = style({
  borderLeft: `4px solid ${c.danger}`,
  background: '#FDF0EF',
  color: c.danger,
  padding: '8px 12px',
  margin: '0 0 12px',
  fontWeight: 700,
});

export const cardFrame = style({ minHeight: '120px', margin: '8px 0' });

export const challenge = style({ minHeight: '420px', border: `1px solid ${c.border}`, margin: '8px 0' });

// Opened, the terms show in full: the disclosure is the person's own choice to read them, so no scroll box of
// their own inside the page's.
export const terms = style({ padding: '8px 12px', margin: '8px 0', background: '#FAFAFB' });

/** The disclosure that opens the terms: a row tall enough to tap, marked as one to press. */
export const summary = style({ cursor: 'pointer', padding: '8px 0', fontWeight: 700 });

export const muted = style({ color: c.mutedText });

/** Front of house: the way to the sign-up form to create a customer who is not found. */
export const newCustomerLink = style({
  display: 'inline-block',
  padding: '12px 0',
  color: theme.colour.primaryText,
  fontWeight: 700,
  borderRadius: '2px',
  selectors: { '&:focus-visible': { outline: `3px solid ${theme.colour.focus}`, outlineOffset: '2px' } },
});
