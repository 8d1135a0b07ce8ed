// @venue/ui/styles: the shared vanilla-extract styles, for other packages' `.css.ts` files. A separate entry
// so a stylesheet module never loads the React components of `@venue/ui`.
export {
  focusRing,
  focusRingOnDark,
  touchTarget,
  visuallyHidden,
  visuallyHiddenRule,
  resetButton,
} from './internal/shared.css';
export { container, elementRoot, heading, pageTitle, panel } from './layout/layout.css';
export { spinner as spinnerStyle, ring as spinnerRingStyle } from './spinner/spinner.css';
export { radio as radioInput } from './fields/field.css';
