import { themeRoot } from '@venue/theme';
import { buttonClassName } from '@venue/ui';
import * as css from './errorLook.css.ts';

/**
 * The error boundary's classes: the theme's tokens and the product's primary button. Loaded when a view
 * fails, not with the shared runtime every element loads (its budget has no room for the button's
 * styles); until it arrives, or if it cannot (the network that lost the view), the message and a working
 * Retry show in the browser's own style.
 */
export const errorLook = {
  box: `${themeRoot} ${css.box}`,
  button: buttonClassName('primary'),
};

export type ErrorLook = typeof errorLook;
