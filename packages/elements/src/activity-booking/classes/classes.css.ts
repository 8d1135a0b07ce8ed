import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MEDIA, theme } from '@venue/theme';

const c = theme.colour;

export const root = style({ display: 'flex', flexDirection: 'column', gap: '12px' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
});

/** How many cards of a day are always drawn: more than a tall desktop screen shows (1920 × 1440: nine). */
const EAGER_CARDS = 12;

// The card (the list item) is a plain block and its grid is the div inside: a card skipped by
// content-visibility is then a plain box to place, where a skipped grid still costs grid layout (a day of
// 500: its list's first layout 5.6 -> 3.4 ms of CPU).
export const card = style({
  display: 'block',
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '12px 16px',
  background: c.surface,
  selectors: {
    // A busy day can list hundreds of classes: the browser lays out and paints only those near the screen,
    // the others hold a card's usual height (a card with one line of tags: 128 px, 262 px on phones). Not
    // the first screenful (a tall desktop screen's): those are laid out with the list itself, so the
    // layout that places the day's cards is also the one that draws what a person sees first (with
    // content-visibility they would wait for the next frame's look at what is on screen).
    [`&:nth-child(n+${EAGER_CARDS + 1})`]: {
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 128px',
      '@media': { [MOBILE_MEDIA]: { containIntrinsicSize: 'auto 262px' } },
    },
  },
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: '128px minmax(0, 1fr) auto',
  gap: '12px 16px',
  alignItems: 'center',
  '@media': {
    [MOBILE_MEDIA]: {
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
  '@media': { [MOBILE_MEDIA]: { flexDirection: 'row', gap: '8px', alignItems: 'baseline' } },
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
  '@media': { [MOBILE_MEDIA]: { alignItems: 'stretch', textAlign: 'left' } },
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
