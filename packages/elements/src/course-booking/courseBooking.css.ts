import { globalStyle, style } from '@vanilla-extract/css';
import { elementRoot, pageTitle, panel, visuallyHiddenRule } from '@venue/ui/styles';
import { wrappingColumns } from '@venue/ui/columns';
import { theme } from '@venue/theme';

const c = theme.colour;

export const root = elementRoot;

export const title = style([pageTitle, { margin: '0 0 8px' }]);

/** An item's name (a course, a camp): as written. */
export const subTitle = style({ fontSize: '1.15rem', fontWeight: 700, margin: '0 0 8px' });

/** A section of a form or detail view: the theme's heading face in capitals, as sign-up's sections. */
export const sectionTitle = style({
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  textTransform: 'uppercase',
  fontSize: '1.25rem',
  margin: '0 0 8px',
  // A legend's own 2 px of padding set the questions' heading off the panel's other headings.
  padding: 0,
});

export const muted = style({ color: c.mutedText, margin: '0 0 8px' });

export const disabledReason = style({ color: c.mutedText, margin: '8px 0 0', textAlign: 'center' });

/** The waitlist button under the disabled Book (and its reason), apart from them. */
export const waitlistButton = style({ marginTop: '12px' });

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '16px',
  // As many 280px columns as fit, and one narrower than that where not even one fits (a narrow sidebar).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
});

export const card = style({
  border: `1px solid ${c.border}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  background: c.surface,
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

// The action sits at the card's foot, so the buttons of one row line up however long each card's text is.
globalStyle(`${card} > :last-child`, { marginTop: 'auto' });

// The form beside the review panel, or the panel under the form (at 640 px two grid columns left the panel
// 200 px, and its names ran out of it).
export const layout = wrappingColumns([2, 1]);

export const section = style([panel, { marginBottom: '16px' }]);

// A fieldset drawn as a panel, its legend a section heading inside it as every other panel's is (a legend
// otherwise sits in the border). Floated, the legend leaves the border; the content after it clears it.
export const panelFieldset = style({ minWidth: 0, margin: '0 0 16px' });
globalStyle(`${panelFieldset} > legend`, { float: 'left', width: '100%', padding: 0 });
globalStyle(`${panelFieldset} > legend + *`, { clear: 'both' });

export const notice = style({
  borderLeft: `4px solid ${c.warning}`,
  background: '#FFF8EB',
  padding: '8px 12px',
  margin: '0 0 12px',
  color: c.text,
});

export const errorText = style({ color: c.danger, fontWeight: 700, margin: '8px 0' });

export const success = style({
  borderLeft: `4px solid ${c.success}`,
  background: '#EEF8F1',
  padding: '12px 16px',
  marginBottom: '16px',
});

/** The review panel: its sessions table lays out by the panel's width, not the window's. */
export const review = style({ containerType: 'inline-size' });

const NARROW_REVIEW = '(max-width: 480px)';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.95rem',
  '@container': { [NARROW_REVIEW]: { display: 'block' } },
});

export const cell = style({
  textAlign: 'left',
  padding: '6px 4px',
  borderBottom: `1px solid ${c.border}`,
  verticalAlign: 'top',
  '@container': { [NARROW_REVIEW]: { padding: 0, border: 0 } },
});

// In a narrow panel (a phone, or beside the form on a wide screen), four columns wrapped each session onto four
// lines, and ten sessions filled three screens of a phone: there a session is its name and price over its date
// and time. The table's roles are set in the markup, as some screen readers drop a table's semantics once its
// parts are no longer displayed as one.
export const sessionHead = style({ '@container': { [NARROW_REVIEW]: visuallyHiddenRule } });

export const sessionRow = style({
  '@container': {
    [NARROW_REVIEW]: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      gap: '2px 8px',
      padding: '8px 0',
      borderBottom: `1px solid ${c.border}`,
    },
  },
});

export const sessionName = style({ '@container': { [NARROW_REVIEW]: { gridColumn: '1 / 3', fontWeight: 600 } } });

export const sessionTime = style({ '@container': { [NARROW_REVIEW]: { gridColumn: '2 / -1' } } });

export const sessionPrice = style({
  '@container': { [NARROW_REVIEW]: { gridColumn: 3, gridRow: 1, textAlign: 'right' } },
});

globalStyle(`${table} tbody`, { '@container': { [NARROW_REVIEW]: { display: 'block' } } });

export const terms = style({
  maxHeight: '220px',
  overflowY: 'auto',
  border: `1px solid ${c.border}`,
  padding: '8px 12px',
  marginBottom: '8px',
  background: '#FAFAFB',
});

// Set margins, not the browser's 1em of a 1.4rem line: a price that wraps at 320 px sat in 22 px of air.
export const price = style({ fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.2, margin: '8px 0 12px' });

/**
 * A camp or course card's places line, in the card's rhythm. Here, not in campBooking.css.ts, which the camp
 * list does not load.
 */
export const places = style({ margin: '0 0 12px' });

export const row = style({ display: 'flex', gap: '12px', flexWrap: 'wrap', alignItems: 'center' });

export const dl = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '4px 12px',
  margin: '0 0 12px',
});

export const fieldset = style({ border: 0, padding: 0, margin: '0 0 12px' });

export const legend = style({ fontWeight: 700, marginBottom: '4px', padding: 0 });

export const caption = style({ textAlign: 'left', color: c.mutedText, padding: '4px 0' });
