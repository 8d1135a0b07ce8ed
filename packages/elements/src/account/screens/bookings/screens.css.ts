import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { NARROW_ELEMENT, theme } from '@venue/theme';
import { focusRing, panel } from '@venue/ui/styles';

const c = theme.colour;

export const stack = style({ display: 'grid', gap: '20px', minWidth: 0 });

export const section = style([panel, { minWidth: 0 }]);

export const sectionTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.3rem',
  lineHeight: 1.2,
  margin: '0 0 12px',
  outline: 'none',
});

export const tabs = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });

export const tab = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 16px',
    borderRadius: '999px',
    border: `2px solid ${c.primaryFill}`,
    color: c.primaryText,
    fontWeight: 700,
    textDecoration: 'none',
    selectors: {
      '&[aria-current="page"]': { background: c.primaryFill, color: c.onPrimaryFill },
    },
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });

export const card = style({
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '14px 16px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: '8px 16px',
  alignItems: 'start',
  background: c.surface,
  '@container': { [NARROW_ELEMENT]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const cardTitle = style({ fontSize: '1.1rem', fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });

// Labels in one column and values in the next: a value too long for the line beside its label wraps within
// its column, where each fact wrapping on its own put some values under their labels and some beside them.
export const facts = style({
  margin: '6px 0 0',
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '2px 12px',
  fontSize: '0.95rem',
});
export const fact = style({ display: 'contents' });
export const factLabel = style({ color: c.mutedText });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  justifyContent: 'flex-end',
  alignItems: 'center',
  '@container': { [NARROW_ELEMENT]: { justifyContent: 'flex-start' } },
});

const badgeBase = style({
  display: 'inline-block',
  fontSize: '0.8rem',
  fontWeight: 700,
  padding: '2px 8px',
  borderRadius: '999px',
  border: '2px solid',
  marginInlineStart: '8px',
  verticalAlign: 'middle',
  color: c.text,
});
/** A status pill: text in the body colour (contrast), the border says which kind. */
export const badge = styleVariants({
  good: [badgeBase, { borderColor: c.success }],
  muted: [badgeBase, { borderColor: c.border }],
  bad: [badgeBase, { borderColor: c.danger }],
});

export const note = style({ margin: '6px 0 0', fontSize: '0.9rem', color: c.mutedText, gridColumn: '1 / -1' });
export const noteStrong = style({ margin: '6px 0 0', fontSize: '0.9rem', gridColumn: '1 / -1' });

export const muted = style({ color: c.mutedText, margin: 0 });
export const prose = style({ margin: '0 0 12px', lineHeight: 1.5 });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  marginTop: '16px',
});

export const link = style([
  focusRing,
  { color: c.primaryText, fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '2px' },
]);

export const linkButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 14px',
    borderRadius: theme.layout.radius,
    border: `1px solid ${c.border}`,
    color: c.primaryText,
    fontWeight: 700,
    textDecoration: 'none',
    background: c.surface,
  },
]);

export const alert = style({
  border: `1px solid ${c.danger}`,
  borderLeft: `4px solid ${c.danger}`,
  borderRadius: theme.layout.radius,
  padding: '12px 16px',
});

export const feedRow = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'flex-end' });
export const feedField = style({ flex: '1 1 260px', minWidth: 0, display: 'grid', gap: '4px' });
export const feedInput = style([
  focusRing,
  {
    width: '100%',
    boxSizing: 'border-box',
    minHeight: '44px',
    padding: '8px 10px',
    border: `1px solid ${c.border}`,
    borderRadius: theme.layout.radius,
    font: 'inherit',
    fontSize: '0.9rem',
    color: c.text,
    background: c.surface,
  },
]);
export const label = style({ fontWeight: 700 });

export const dialogText = style({ margin: '0 0 12px', lineHeight: 1.5 });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end' });

/* Payments and the printable receipt. */
export const lines = style({ listStyle: 'none', margin: '8px 0 0', padding: 0 });
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '12px',
  padding: '6px 0',
  borderBottom: `1px solid ${c.border}`,
});
export const total = style([line, { fontWeight: 700, borderBottom: 'none' }]);

export const receipt = style([
  panel,
  {
    maxWidth: '720px',
    '@media': {
      print: { border: 'none', padding: 0, maxWidth: 'none', color: '#000', background: '#fff' },
    },
  },
]);
export const receiptHead = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '8px' });
export const receiptTable = style({ width: '100%', borderCollapse: 'collapse', margin: '8px 0 16px' });
globalStyle(`${receiptTable} th, ${receiptTable} td`, {
  textAlign: 'left',
  padding: '6px 4px',
  borderBottom: `1px solid ${c.border}`,
  verticalAlign: 'top',
});
export const num = style({});
globalStyle(`${receiptTable} ${num}`, { textAlign: 'right', whiteSpace: 'nowrap' });
/** Hidden on paper: buttons and links back. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
export const printOnly = style({ display: 'none', '@media': { print: { display: 'block' } } });
export const caption = style({ fontWeight: 700, textAlign: 'left', padding: '12px 0 4px' });
/** On paper a receipt stands alone: the account navigation around it (same shadow root) is hidden. */
globalStyle(`*:has(${receipt}) > nav`, { '@media': { print: { display: 'none' } } });
