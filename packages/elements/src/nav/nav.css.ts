import { globalStyle, style } from '@vanilla-extract/css';
import { MOBILE_MEDIA, theme } from '@venue/theme';
import { focusRing, focusRingOnDark, resetButton, touchTarget } from '@venue/ui/styles';

export const bar = style({
  display: 'block',
  background: theme.colour.headerBg,
  color: theme.colour.onHeaderBg,
  fontFamily: theme.font.body,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: '8px',
  maxWidth: theme.layout.maxWidth,
  minHeight: '64px',
  marginInline: 'auto',
  paddingInline: theme.layout.gutter,
  boxSizing: 'border-box',
  '@media': { [MOBILE_MEDIA]: { gap: '2px', paddingInline: '8px' } },
});

export const brand = style([
  focusRingOnDark,
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    marginRight: 'auto',
    // The brand gives way first on narrow screens: its name wraps (two lines at most) rather than pushing
    // the basket and menu off the bar.
    flex: '0 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    color: 'inherit',
    textDecoration: 'none',
    fontFamily: theme.font.heading,
    fontWeight: theme.font.headingWeight,
    fontSize: '22px',
    textTransform: 'uppercase',
    borderRadius: '4px',
  },
]);

// Two lines fit the bar's 64 px; a name longer still ends in an ellipsis after the second.
export const brandText = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

export const logo = style({ display: 'block', maxHeight: '40px', maxWidth: '160px' });

export const links = style({
  display: 'flex',
  alignItems: 'center',
  gap: '4px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [MOBILE_MEDIA]: { display: 'none' } },
});

export const link = style([
  resetButton,
  focusRingOnDark,
  touchTarget,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    padding: '0 12px',
    color: theme.colour.onHeaderBg,
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    flexShrink: 0,
    borderRadius: '4px',
    boxSizing: 'border-box',
    '@media': { [MOBILE_MEDIA]: { padding: '0 8px' } },
    selectors: {
      '&:hover': {
        textDecoration: 'underline',
        textDecorationColor: theme.colour.headerPrimary,
        textDecorationThickness: '3px',
        textUnderlineOffset: '6px',
      },
    },
  },
]);

// A kiosk's bar holds one link more: below 900 px it takes a row of its own under the name, which would
// otherwise be squeezed to an ellipsis (and to nothing at 320 px).
const KIOSK_ROW = 'screen and (max-width: 899.98px)';
export const kioskInner = style({ flexWrap: 'wrap', paddingBlock: '6px' });
// Measured as nothing when the row wraps, the name then fills what the basket and menu leave (as without wrap).
globalStyle(`${kioskInner} > ${brand}`, { flex: '1 1 0' });
export const kioskHome = style([
  link,
  { '@media': { [KIOSK_ROW]: { order: 1, flexBasis: '100%', justifyContent: 'flex-start', paddingInline: 0 } } },
]);

// Signed in, the bar holds four links and the basket: from the phone layout up to about 880 px they take a row
// of their own under the name, which beside them was squeezed to "RIVER SIDE…" (the first link's text lines
// up with the name). By the window's width, as the drawer's switch is: a bar is as wide as the page, and a
// container query would need the bar to be a container, which a host sizing it by its content measures as 0.
const CROWDED_ROW = 'screen and (min-width: 576px) and (max-width: 879.98px)';
export const crowdedInner = style({ '@media': { [CROWDED_ROW]: { flexWrap: 'wrap', paddingBlock: '6px' } } });
globalStyle(`${crowdedInner} > ${links}`, {
  '@media': { [CROWDED_ROW]: { flexBasis: '100%', marginLeft: '-12px' } },
});

export const basket = style([link, { position: 'relative', padding: '0 10px' }]);

export const icon = style({ width: '26px', height: '26px', fill: 'none', stroke: 'currentColor', strokeWidth: 2 });

export const badge = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  boxSizing: 'border-box',
  borderRadius: '10px',
  // The primary fill and its text colour are computed to meet AA together, whatever the header colours.
  background: theme.colour.primaryFill,
  color: theme.colour.onPrimaryFill,
  boxShadow: `0 0 0 2px ${theme.colour.headerBg}`,
  fontSize: '12px',
  fontWeight: 700,
  lineHeight: '20px',
  textAlign: 'center',
});

export const menuButton = style([
  link,
  {
    display: 'none',
    '@media': { [MOBILE_MEDIA]: { display: 'inline-flex' } },
  },
]);

export const mobileBasket = style({ display: 'none', '@media': { [MOBILE_MEDIA]: { display: 'inline-flex' } } });

export const drawerList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const drawerLink = style([
  resetButton,
  focusRing,
  touchTarget,
  {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    padding: '10px 4px',
    boxSizing: 'border-box',
    color: theme.colour.text,
    fontSize: '17px',
    fontWeight: 700,
    textAlign: 'left',
    textDecoration: 'none',
    borderBottom: `1px solid ${theme.colour.primary100}`,
    borderRadius: 0,
  },
]);

export const guest = style({ marginTop: '20px', display: 'flex', flexDirection: 'column', gap: '12px' });
export const guestText = style({ margin: 0, color: theme.colour.text });
