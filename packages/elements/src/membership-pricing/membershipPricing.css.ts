import { globalStyle, style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel, visuallyHidden, visuallyHiddenRule } from '@venue/ui/styles';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = elementRoot;

export const title = style([pageTitle, { margin: '0 0 8px' }]);

export const intro = style({ color: c.mutedText, margin: '0 0 16px', maxWidth: '60ch' });

export const hidden = visuallyHidden;

/** Home venue and billing period, side by side where there is room. */
export const controls = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '12px 24px',
    alignItems: 'flex-end',
    marginBottom: '16px',
  },
]);

export const venueField = style({ flex: '1 1 240px', minWidth: 0, maxWidth: '360px' });

export const periodGroup = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });

export const periodLegend = style({ fontWeight: 700, marginBottom: '6px', padding: 0 });

export const periodOptions = style({
  display: 'inline-flex',
  border: `1px solid ${c.primaryFill}`,
  borderRadius: theme.layout.radius,
  overflow: 'hidden',
});

export const periodOption = style({
  position: 'relative',
  display: 'block',
  cursor: 'pointer',
});

export const periodInput = style([visuallyHidden]);

export const periodLabel = style({
  display: 'block',
  padding: '10px 16px',
  minHeight: '44px',
  boxSizing: 'border-box',
  fontWeight: 700,
  color: c.primaryText,
  background: c.surface,
  selectors: {
    [`${periodInput}:checked + &`]: { background: c.primaryFill, color: c.onPrimaryFill },
    [`${periodInput}:focus-visible + &`]: { outline: `3px solid ${c.focus}`, outlineOffset: '-3px' },
  },
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: '0 0 24px',
  display: 'grid',
  gap: '16px',
  // As many 240px columns as fit, and one narrower than that where not even one fits (a narrow sidebar).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
});

export const card = style({
  border: `1px solid ${c.border}`,
  borderTop: `4px solid ${c.primaryFill}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  background: c.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' });

export const cardTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.4rem',
  margin: 0,
});

export const badge = style({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  background: c.secondary2,
  color: c.text,
  fontSize: '0.8rem',
  fontWeight: 700,
});

export const muted = style({ color: c.mutedText, margin: 0 });

export const price = style({ margin: 0, fontSize: '1rem' });

export const amount = style({ fontSize: '1.75rem', fontWeight: 700, color: c.text });

export const fee = style({ margin: 0 });

export const saving = style({ margin: 0, color: c.success, fontWeight: 700 });

export const includes = style({ margin: 0, paddingLeft: '20px' });

export const eligibility = style({
  borderLeft: `4px solid ${c.info}`,
  padding: '4px 10px',
  margin: 0,
  background: c.primary50,
});

export const cardAction = style({ marginTop: 'auto', paddingTop: '8px' });

export const compare = style([panel, { overflowX: 'auto', containerType: 'inline-size' }]);

// A section heading: the theme's heading face in capitals (ARCHITECTURE.md, Look and feel decisions).
export const compareTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.25rem',
  margin: '0 0 8px',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.95rem' });

export const cell = style({
  textAlign: 'left',
  padding: '8px 6px',
  borderBottom: `1px solid ${c.border}`,
  verticalAlign: 'top',
});

// In a narrow panel (a phone), three columns left each price about 70 px and wrapped it onto five lines: there a
// membership's name is a line of its own over its monthly and annual prices, side by side under their headings.
// The table's roles are set in the markup, as some screen readers drop a table's semantics once its parts are
// no longer displayed as one.
const NARROW = '(max-width: 420px)';
globalStyle(`${table}, ${table} > *`, { '@container': { [NARROW]: { display: 'block' } } });
globalStyle(`${table} tr`, {
  '@container': {
    [NARROW]: { display: 'grid', gridTemplateColumns: '1fr 1fr', borderBottom: `1px solid ${c.border}` },
  },
});
globalStyle(`${table} tr > *`, { '@container': { [NARROW]: { border: 0 } } });
globalStyle(`${table} tbody th`, { '@container': { [NARROW]: { gridColumn: '1 / -1', paddingBottom: 0 } } });
export const cornerCell = style({ '@container': { [NARROW]: visuallyHiddenRule } });

export const errorText = style({ color: c.danger, fontWeight: 700, margin: '8px 0' });
