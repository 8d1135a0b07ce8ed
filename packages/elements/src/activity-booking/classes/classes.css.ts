import { globalStyle, style } from '@vanilla-extract/css';
import { NARROW_ELEMENT, theme } from '@venue/theme';
import { CARDS_PER_GROUP } from './dayGroups.ts';

const c = theme.colour;

export const root = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

// The day's list is a `role="list"` holding the cards in groups (dayListHtml.ts): a busy day can list
// hundreds of classes, and the browser styles, lays out and paints only the groups near the screen, each
// of the others one box holding a group's usual height. Per group, not per card: a skipped card is still
// a box to style and place, and 500 of them cost more than the first screenful of cards itself.
export const list = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

// A group's usual height: cards with one line of tags, 128 px (262 px on phones), 12 px apart.
const groupHeight = (card: number) => CARDS_PER_GROUP * card + (CARDS_PER_GROUP - 1) * 12;

export const group = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  selectors: {
    // Not the first group (a tall desktop screen's worth): it is laid out with the list itself, so the
    // layout that places the day's cards is also the one that draws what a person sees first (with
    // content-visibility it would wait for the next frame's look at what is on screen).
    '&:not(:first-child)': {
      contentVisibility: 'auto',
      containIntrinsicSize: `auto ${groupHeight(128)}px`,
      '@container': { [NARROW_ELEMENT]: { containIntrinsicSize: `auto ${groupHeight(262)}px` } },
    },
  },
});

export const card = style({
  display: 'grid',
  gridTemplateColumns: '128px minmax(0, 1fr) auto',
  gap: '12px 16px',
  alignItems: 'center',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '12px 16px',
  background: c.surface,
  '@container': {
    [NARROW_ELEMENT]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'stretch',
    },
  },
});

export const time = style({
  display: 'flex',
  flexDirection: 'column',
  fontWeight: 700,
  fontSize: '1.1rem',
  margin: 0,
  whiteSpace: 'nowrap',
  '@container': { [NARROW_ELEMENT]: { flexDirection: 'row', gap: '8px', alignItems: 'baseline' } },
});

export const duration = style({ fontWeight: 400, fontSize: '0.9rem', color: c.mutedText });

export const body = style({ display: 'flex', flexDirection: 'column', gap: '4px', minWidth: 0 });

export const name = style({ fontSize: '1.1rem', fontWeight: 700, margin: 0 });

export const meta = style({ color: c.mutedText, margin: 0 });

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: '4px', margin: 0 });

export { visuallyHidden } from '@venue/ui/styles';

export const tag = style({
  fontSize: '0.8rem',
  padding: '2px 8px',
  borderRadius: '999px',
  background: c.primary50,
  color: c.text,
  border: `1px solid ${c.border}`,
});

export const side = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '6px',
  textAlign: 'right',
  '@container': { [NARROW_ELEMENT]: { alignItems: 'stretch', textAlign: 'left' } },
});

export const price = style({ fontWeight: 700 });

export const places = style({ margin: 0, fontSize: '0.9rem' });

export const status = style({
  display: 'inline-block',
  fontWeight: 700,
  padding: '6px 12px',
  borderRadius: theme.layout.radius,
  border: `1px solid ${c.border}`,
  color: c.text,
  background: '#F3F3F5',
});

export const reason = style({ margin: 0, fontSize: '0.9rem', color: c.mutedText, maxWidth: '28ch' });

export const queue = style({ margin: 0, fontSize: '0.9rem', fontWeight: 700, color: c.text });

export const confirmRow = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'flex-end' });

export const empty = style({
  padding: '24px',
  textAlign: 'center',
  border: `1px dashed ${c.border}`,
  borderRadius: theme.layout.radius,
});

// Another day is loading: the last list is kept but not rendered, with its style and layout kept too
// (display: none would throw them away, and showing the next day would restyle every card).
// Hidden content is out of the accessibility tree, focus and find-in-page.
export const kept = style({
  contentVisibility: 'hidden',
  '@supports': { 'not (content-visibility: hidden)': { display: 'none' } },
});

// Front of house: a class's block booking (BOOK-025), under its name.
export const block = style({
  marginTop: '8px',
  padding: '8px 12px',
  border: `1px solid ${c.border}`,
  borderLeft: `4px solid ${c.primary}`,
  borderRadius: theme.layout.radius,
  background: c.primary50,
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
});

export const blockTitle = style({ margin: 0, fontWeight: 700 });

export const blockList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: '4px 16px',
});

export const blockRow = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${blockRow} dt`, { fontSize: '0.85rem', color: c.text });
globalStyle(`${blockRow} dd`, { margin: 0, fontWeight: 600 });

export const blockActions = style({ display: 'flex', flexWrap: 'wrap', gap: '8px', marginTop: '4px' });
