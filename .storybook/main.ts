// Storybook 10, written by hand (no `storybook init`): offline, no telemetry, no update checks.
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { viteShadowStyles } from '../build/shadow-styles.mjs';

// The theme fonts, served from the npm packages (the theme's @font-face rules point at /fonts/).
const FONT_PACKAGES = ['lato', 'open-sans', 'oswald', 'roboto'];

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  staticDirs: FONT_PACKAGES.map((name) => ({ from: `../node_modules/@fontsource/${name}/files`, to: '/fonts' })),
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    // Stories render inside shadow roots (see preview.tsx), so element styles go to the shadow-root
    // registry exactly as in the bundles, never into the document.
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin(), viteShadowStyles()] });
  },
};

export default config;
