import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';

/**
 * For `.css.ts` files only: `@venue/ui/columns`, apart from `@venue/ui/styles`, which runtime code imports too
 * (re-exported there, this module brought vanilla-extract's own code into the bundles, 9 KB).
 * A main column beside a side column where the element has room for both (420 and 300 px at least), else the
 * side under the main, at full width. By the element's own width, not the window's: an operator may put an
 * element in a 360 px sidebar of a wide page, where a grid switched by the window squeezed both columns.
 * `grow` shares out the width beyond the two minimums (main, side). Answers the row's class.
 */
export function wrappingColumns(grow: [main: number, side: number], extra: StyleRule = {}): string {
  const row = style([{ display: 'flex', flexWrap: 'wrap', gap: '24px', alignItems: 'flex-start' }, extra]);
  globalStyle(`${row} > *`, { flex: `${grow[1]} 1 300px`, minWidth: 0 });
  globalStyle(`${row} > :first-child`, { flex: `${grow[0]} 1 420px` });
  return row;
}
