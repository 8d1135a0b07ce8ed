import type { Decorator, Preview } from '@storybook/react-vite';
import { applyTheme } from '@venue/theme';
import { useEffect } from 'react';
import { ShadowFrame } from './ShadowFrame.tsx';
import { HOSTILE_PAGE_CSS, STORY_THEMES, type StoryThemeName } from './themes.ts';

const HOSTILE_STYLE_ID = 'story-hostile-page';

function usePageTheme(name: StoryThemeName) {
  const choice = STORY_THEMES[name] ?? STORY_THEMES.default;
  // Synchronously, so the first paint of the story already has the theme.
  applyTheme(choice.theme, { fontBaseUrl: './fonts/' });
  useEffect(() => {
    let style = document.getElementById(HOSTILE_STYLE_ID);
    if (choice.hostilePage && !style) {
      style = document.createElement('style');
      style.id = HOSTILE_STYLE_ID;
      style.textContent = HOSTILE_PAGE_CSS;
      document.head.append(style);
    }
    if (!choice.hostilePage) style?.remove();
  }, [choice]);
}

// Named like a component: Storybook renders decorators as components, so hooks are allowed in them.
const WithThemeAndShadowRoot: Decorator = (Story, context) => {
  usePageTheme(context.globals.theme as StoryThemeName);
  // Stories that render a real custom element already have its shadow root.
  if (context.parameters.shadowRoot === false) return <Story />;
  return (
    <ShadowFrame>
      <Story />
    </ShadowFrame>
  );
};

const preview: Preview = {
  decorators: [WithThemeAndShadowRoot],
  globalTypes: {
    theme: {
      description: 'Client or venue theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: Object.entries(STORY_THEMES).map(([value, { title }]) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default' },
  parameters: { layout: 'padded' },
};

export default preview;
