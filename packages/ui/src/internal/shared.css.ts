import { style, type StyleRule } from '@vanilla-extract/css';
import { LAYOUT, theme } from '@venue/theme';

/** A visible keyboard focus ring (WCAG 2.4.7 / 2.4.11) on any background: dark ring with a white halo. */
export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${theme.colour.focus}`,
      outlineOffset: '2px',
      boxShadow: '0 0 0 2px #FFFFFF',
    },
  },
};

/** Light focus ring for controls on dark backgrounds (header, drawer headers). */
export const focusRingOnDark: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: '3px solid #FFFFFF',
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${theme.colour.focus}`,
    },
  },
};

/** The minimum size of anything pointed at (WCAG 2.5.5 target size, 44 px). */
export const touchTarget: StyleRule = { minHeight: LAYOUT.touchTarget, minWidth: LAYOUT.touchTarget };

/** Read by screen readers, not shown; as a rule for styles that hide only under a condition (a narrow panel). */
export const visuallyHiddenRule: StyleRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const visuallyHidden = style(visuallyHiddenRule);

/** Resets the host page's styles that leak in through inheritance (colour, font, letter-spacing). */
export const resetButton: StyleRule = {
  appearance: 'none',
  font: 'inherit',
  margin: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
};
