import { style } from '@vanilla-extract/css';
import { NARROW_ELEMENT, theme } from '@venue/theme';
import { focusRing, resetButton, touchTarget } from '../internal/shared.css';

// On a phone the seven days take the whole width and the week arrows sit on a row above them, so the strip
// fits 320 px without scrolling.
export const strip = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: '4px',
  fontFamily: theme.font.body,
  '@container': { [NARROW_ELEMENT]: { flexWrap: 'wrap', justifyContent: 'space-between' } },
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(44px, 1fr))',
  gap: '4px',
  flex: 1,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [NARROW_ELEMENT]: { order: 2, flexBasis: '100%', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '3px' },
  },
});

export const arrow = style([
  resetButton,
  touchTarget,
  focusRing,
  { color: theme.colour.primaryText, fontSize: '22px', borderRadius: theme.layout.radius },
  { selectors: { '&:disabled': { color: theme.colour.border, cursor: 'not-allowed' } } },
]);

export const day = style([
  resetButton,
  touchTarget,
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    padding: '6px 2px',
    borderRadius: theme.layout.radius,
    border: `1px solid ${theme.colour.border}`,
    color: theme.colour.text,
    background: theme.colour.surface,
    // Seven 44 px columns do not fit a 320 px phone's strip (270 px): the days overlapped and the last one
    // ran past the card. A day keeps its 44 px height and is at least 36 px wide there, above WCAG 2.5.8's 24.
    '@container': { [NARROW_ELEMENT]: { minWidth: 0 } },
    selectors: {
      '&[aria-pressed="true"]': {
        background: theme.colour.primaryFill,
        borderColor: theme.colour.primaryFill,
        color: theme.colour.onPrimaryFill,
      },
      '&[aria-current="date"]': { boxShadow: `inset 0 -3px 0 ${theme.colour.primaryText}` },
      '&[aria-current="date"][aria-pressed="true"]': { boxShadow: `inset 0 -3px 0 ${theme.colour.onPrimaryFill}` },
      '&:disabled': { color: theme.colour.mutedText, background: '#F1F1F3', cursor: 'not-allowed' },
    },
  },
]);

export const weekday = style({ fontSize: '13px', textTransform: 'uppercase' });
export const date = style({
  fontSize: '18px',
  fontWeight: 700,
  '@container': { [NARROW_ELEMENT]: { fontSize: '16px' } },
});
