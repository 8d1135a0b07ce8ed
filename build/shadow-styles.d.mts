import type { Plugin } from 'vite';

/** Absolute path of packages/elements/src/internal/styles.ts. */
export const STYLE_REGISTRY: string;
/** Rollup: place before vanillaExtractPlugin(); turns each virtual CSS import into registerStyles(css). */
export function rollupShadowStyles(options?: { registry?: string }): import('rollup').Plugin;
/** Vite (host app, Storybook): enforce 'post'; rewrites each .vanilla.css import to ?inline + registerStyles. */
export function viteShadowStyles(options?: { registry?: string }): Plugin;
