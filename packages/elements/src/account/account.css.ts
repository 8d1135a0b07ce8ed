import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { ELEMENT_CONTAINER_RULE, elementAtLeast, theme } from '@venue/theme';
import { focusRing, resetButton } from '@venue/ui/styles';

/**
 * The area lays out by its own width, not the window's: an operator may give `<venue-account>` a column of
 * their page, where the window's width put the side navigation and two columns of cards in 400 px.
 */
export const root = style(ELEMENT_CONTAINER_RULE);
const WIDE = elementAtLeast(900);

export const shell = style({
  fontFamily: theme.font.body,
  color: theme.colour.text,
  display: 'grid',
  gap: '16px',
  padding: '16px 0 32px',
  boxSizing: 'border-box',
  minWidth: 0,
  '@container': { [WIDE]: { gridTemplateColumns: '240px minmax(0, 1fr)', gap: '32px', alignItems: 'start' } },
});

/**
 * Below WIDE the navigation is one row that scrolls sideways (its links, then Log out): wrapped, it took
 * five rows at 320 px and pushed the page's heading off the first screen. The padding keeps the links'
 * focus rings inside the scroller, which clips what overflows it.
 */
export const nav = style({
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  padding: '6px',
  margin: '-6px',
  '@container': {
    [WIDE]: { display: 'block', overflow: 'visible', padding: 0, margin: 0, position: 'sticky', top: '16px' },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flex: 'none',
  gap: '8px',
  '@container': { [WIDE]: { flexDirection: 'column', gap: '2px' } },
});

export const navLink = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: '0 12px',
    borderRadius: theme.layout.radius,
    border: `1px solid ${theme.colour.border}`,
    color: theme.colour.text,
    textDecoration: 'none',
    fontWeight: 700,
    fontSize: '15px',
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
    selectors: {
      '&:hover': { background: theme.colour.primary50 },
      '&[aria-current="page"]': {
        background: theme.colour.primaryFill,
        color: theme.colour.onPrimaryFill,
        borderColor: theme.colour.primaryFill,
      },
    },
    '@container': { [WIDE]: { border: 'none', borderLeft: '4px solid transparent', borderRadius: 0 } },
  },
]);

export const logout = style([
  resetButton,
  focusRing,
  {
    flex: 'none',
    minHeight: '44px',
    padding: '0 12px',
    whiteSpace: 'nowrap',
    border: `1px solid ${theme.secondaryButton.border}`,
    background: theme.secondaryButton.background,
    color: theme.secondaryButton.text,
    borderRadius: theme.layout.radius,
    fontWeight: 700,
    cursor: 'pointer',
    '@container': { [WIDE]: { marginTop: '12px' } },
  },
]);

export const content = style({ minWidth: 0 });

export const title = style({
  margin: '0 0 16px',
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '32px',
  lineHeight: 1.1,
  textTransform: 'uppercase',
  color: theme.colour.text,
  outline: 'none',
});

export const sectionTitle = style({
  margin: '0 0 12px',
  fontFamily: theme.font.heading,
  fontWeight: theme.font.headingWeight,
  fontSize: '22px',
  lineHeight: 1.2,
  textTransform: 'uppercase',
});

export const cards = style({
  display: 'grid',
  gap: '16px',
  '@container': { [WIDE]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  border: `1px solid ${theme.colour.border}`,
  borderRadius: theme.layout.radius,
  padding: '16px',
  background: theme.colour.surface,
  minWidth: 0,
  marginBottom: '16px',
  selectors: { [`${cards} > &`]: { marginBottom: 0 } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({
  padding: '12px 0',
  borderTop: `1px solid ${theme.colour.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '8px',
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const itemMain = style({ minWidth: 0, flex: '1 1 220px' });
export const itemName = style({ fontWeight: 700, margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: theme.colour.mutedText, margin: '2px 0 0', fontSize: '15px' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '6px 16px',
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const badge = styleVariants({
  good: {},
  waiting: {},
  ended: {},
});
const badgeBase = {
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: '999px',
  fontSize: '14px',
  fontWeight: 700,
  border: '1px solid currentColor',
} as const;
globalStyle(badge.good, { ...badgeBase, color: '#1B6B3A', background: '#E9F6EE' });
globalStyle(badge.waiting, { ...badgeBase, color: '#7A4B00', background: '#FFF4DE' });
globalStyle(badge.ended, { ...badgeBase, color: '#4A4A4A', background: '#F1F1F1' });

export const notice = styleVariants({
  warning: { borderLeft: `5px solid ${theme.colour.warning}`, background: '#FFF4DE' },
  danger: { borderLeft: `5px solid ${theme.colour.danger}`, background: '#FDECEA' },
  success: { borderLeft: `5px solid ${theme.colour.success}`, background: '#E9F6EE' },
});
for (const variant of Object.values(notice)) {
  globalStyle(variant, { margin: '0 0 16px', padding: '10px 12px', color: theme.colour.text });
}

export const link = style([
  focusRing,
  {
    color: theme.colour.primaryText,
    fontWeight: 700,
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '44px',
    borderRadius: '2px',
  },
]);

export const shortcuts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: '8px',
});

export const shortcut = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: '8px 12px',
    border: `1px solid ${theme.colour.border}`,
    borderRadius: theme.layout.radius,
    color: theme.colour.primaryText,
    fontWeight: 700,
    textDecoration: 'none',
    boxSizing: 'border-box',
    selectors: { '&:hover': { background: theme.colour.primary50 } },
  },
]);

export const form = style({ display: 'flex', flexDirection: 'column', maxWidth: '560px' });

export const fieldRow = style({
  display: 'grid',
  gap: '0 16px',
  '@container': { [elementAtLeast(600)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({ border: 'none', margin: '0 0 16px', padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, padding: 0, marginBottom: '8px' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '12px', marginTop: '4px' });

export const textButton = style([
  resetButton,
  focusRing,
  {
    minHeight: '44px',
    padding: '0 8px',
    color: theme.colour.danger,
    textDecoration: 'underline',
    fontWeight: 700,
    borderRadius: '2px',
    cursor: 'pointer',
  },
]);

export const prose = style({ margin: '0 0 12px', maxWidth: '65ch', lineHeight: 1.5 });

export const money = style({ fontSize: '24px', fontWeight: 700, margin: '2px 0 0' });
