import { globalStyle, style } from '@vanilla-extract/css';
import { elementRoot, focusRing, heading as headingBase, panel, touchTarget } from '@venue/ui/styles';
import { ELEMENT_CONTAINER_RULE, NARROW_ELEMENT, elementAtLeast, theme } from '@venue/theme';

const c = theme.colour;
// By the element's own width (an operator's sidebar is narrow on a wide window): below 576 px the form stacks
// (decision C1); from 900 px the map stands beside the list.
const WIDE = elementAtLeast(900);

export const root = style([
  elementRoot,
  ELEMENT_CONTAINER_RULE,
  { display: 'grid', gap: '16px', marginBottom: '24px' },
]);

export const heading = style([headingBase, { fontSize: '1.5rem', margin: 0 }]);

export const form = style([
  panel,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(8rem, 11rem)',
    columnGap: '12px',
    alignItems: 'start',
    '@container': { [NARROW_ELEMENT]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

// Side by side, the fields' labels and boxes line up: Distance's hint goes below its box (it stays first
// in the control's description), instead of pushing the box down out of line with the search box.
globalStyle(`${form} > div > p`, { order: 1 });

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
});

export const notice = style({
  margin: 0,
  padding: '10px 12px',
  borderLeft: `4px solid ${c.warning}`,
  background: c.surface,
  color: c.text,
});

export const errorText = style({ margin: 0, color: c.danger, fontWeight: 700 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px 16px',
});

export const summary = style([focusRing, { margin: 0, fontWeight: 700 }]);

export const layout = style({
  display: 'grid',
  gap: '16px',
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const layoutWithMap = style({
  '@container': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.3fr)', alignItems: 'start' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '12px' });

/** On a narrow screen the map comes first, then the list it mirrors. */
export const listColumn = style({ '@container': { [WIDE]: { order: 0 } } });

export const item = style({
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '12px 16px',
  background: c.surface,
  display: 'grid',
  gap: '4px',
});

export const itemSelected = style({ borderColor: c.primaryFill, borderWidth: '2px' });

export const venueName = style({ margin: 0, fontSize: '1.1rem', fontWeight: 700 });

export const venueLink = style([
  focusRing,
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    color: c.primaryText,
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    selectors: { '&:hover': { textDecorationThickness: '2px' } },
  },
]);

export const meta = style({ margin: 0, color: c.mutedText });

export const distance = style({ margin: 0, fontWeight: 700, color: c.text });

export const mapColumn = style({
  display: 'grid',
  gap: '8px',
  '@container': { [WIDE]: { position: 'sticky', top: '16px' } },
});

export const map = style({
  height: '320px',
  width: '100%',
  // With its border inside: 100% and a border ran it 2 px past its column (past the page at 375 px).
  boxSizing: 'border-box',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  background: '#E8EEF2',
  overflow: 'hidden',
  '@container': { [WIDE]: { height: '480px' } },
});

export const mapNote = style([notice, { borderLeftColor: c.info }]);

/** A venue's marker: a round link with the venue's name for screen readers (the list is its twin). */
export const marker = style([
  focusRing,
  {
    display: 'block',
    boxSizing: 'border-box',
    width: '28px',
    height: '28px',
    borderRadius: '50% 50% 50% 0',
    transform: 'rotate(-45deg)',
    background: c.primaryFill,
    border: '3px solid #FFFFFF',
    boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
    // leaflet.css makes non-interactive marker icons transparent to the pointer; the link itself is not.
    pointerEvents: 'auto',
    cursor: 'pointer',
  },
]);

export const markerOrigin = style({
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: c.info,
  border: '3px solid #FFFFFF',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.45)',
  boxSizing: 'border-box',
});

globalStyle(`${map} .leaflet-div-icon`, { background: 'transparent', border: 'none' });
