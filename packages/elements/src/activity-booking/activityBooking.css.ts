import { style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel } from '@venue/ui/styles';
import { ELEMENT_CONTAINER_RULE, NARROW_ELEMENT, theme } from '@venue/theme';

const c = theme.colour;

// Lays out by its own width (NARROW_ELEMENT), not the window's: in an operator's 360 px sidebar on a wide page the
// desktop layout ran the date strip past its panel and squeezed a class's details to a word a line.
export const root = style([elementRoot, ELEMENT_CONTAINER_RULE]);

export const title = style([pageTitle, { margin: '0 0 8px' }]);

export const lead = style({ color: c.mutedText, margin: '0 0 16px' });

export const back = style({
  display: 'inline-block',
  margin: '0 0 8px',
  color: c.primaryText,
  fontWeight: 700,
  textDecoration: 'underline',
  padding: '10px 0',
  selectors: { '&:focus-visible': { outline: `2px solid ${c.primaryText}`, outlineOffset: '2px' } },
});

export const categories = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '12px',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  '@container': { [NARROW_ELEMENT]: { gridTemplateColumns: '1fr' } },
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  minHeight: '56px',
  boxSizing: 'border-box',
  padding: '12px 16px',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  background: c.surface,
  color: c.text,
  fontWeight: 700,
  fontSize: '1.05rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: c.primaryFill },
    '&:focus-visible': { outline: `2px solid ${c.primaryText}`, outlineOffset: '2px' },
  },
});

// Beside the chevron, not halfway across the row.
export const categoryHint = style({ marginLeft: 'auto', color: c.mutedText, fontWeight: 400, fontSize: '0.9rem' });

export const week = style([
  panel,
  { display: 'grid', gap: '12px', marginBottom: '16px', '@container': { [NARROW_ELEMENT]: { padding: '12px 8px' } } },
]);

export const weekCaption = style({ margin: 0, fontSize: '1rem', fontWeight: 700 });

export const dayTitle = style({ fontSize: '1.15rem', fontWeight: 700, margin: '0 0 8px' });

export const day = style({ minHeight: '120px' });

export const message = style({ margin: '8px 0' });

export const errorBox = style({ display: 'grid', gap: '8px', justifyItems: 'start' });
