import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '@venue/theme';
import { focusRing, resetButton, touchTarget } from '../internal/shared.css';

export const base = style([
  resetButton,
  touchTarget,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '8px',
    padding: '10px 20px',
    borderRadius: theme.layout.radius,
    border: '2px solid transparent',
    fontFamily: theme.font.body,
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: 1.2,
    letterSpacing: 'normal',
    textAlign: 'center',
    textDecoration: 'none',
    textTransform: 'none',
    // A long label wraps inside its button rather than spilling out of a narrow card (320 px, 4-up grids).
    whiteSpace: 'normal',
    boxSizing: 'border-box',
    transition: 'background-color 120ms, color 120ms',
    selectors: {
      '&[aria-disabled="true"], &:disabled': { opacity: 0.6, cursor: 'not-allowed' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    backgroundColor: theme.colour.primaryFill,
    color: theme.colour.onPrimaryFill,
    borderColor: theme.colour.primaryFill,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        backgroundColor: theme.colour.primary600,
        borderColor: theme.colour.primary600,
      },
    },
  },
  // Solid or outline per the theme's themeAppSecondaryButtonStyle (through the secondary-button tokens).
  secondary: {
    backgroundColor: theme.secondaryButton.background,
    color: theme.secondaryButton.text,
    borderColor: theme.secondaryButton.border,
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { filter: 'brightness(0.92)' } },
  },
  // Forced outline, whatever the theme says (e.g. Cancel beside a primary action).
  outline: {
    backgroundColor: 'transparent',
    color: theme.colour.primaryText,
    borderColor: 'currentColor',
    selectors: { '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: theme.colour.primary50 } },
  },
  // Its words line up with the text around it (a back link over a heading, Cancel under a card's text): the
  // margin takes back its padding and border, which still count towards the target.
  text: {
    backgroundColor: 'transparent',
    color: theme.colour.primaryText,
    textDecoration: 'underline',
    paddingInline: '8px',
    marginInline: '-10px',
  },
});

export const fullWidth = style({ width: '100%' });
