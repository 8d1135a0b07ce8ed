import type { ThemeInput } from '@venue/theme';

/** The toolbar's themes: the product default, a venue's green, and a hostile page. */
export const STORY_THEMES = {
  default: { title: 'Default', theme: {} as ThemeInput, hostilePage: false },
  hilltop: {
    title: 'Hilltop green',
    theme: {
      themeAppPrimaryColour: '#1B8A5A',
      themeAppBodyFontStyle: 'lato',
      themeAppHeadingFontStyle: 'open_sans',
      themeAppSecondaryButtonStyle: 'outline',
    } as ThemeInput,
    hostilePage: false,
  },
  // A pale primary (contrast handling) on a page whose global CSS tries its worst.
  hostile: {
    title: 'Hostile page',
    theme: {
      themeAppPrimaryColour: '#FFE14D',
      themeAppHeaderBgColour: '#FAFAFA',
      themeAppBodyFontStyle: 'open_sans',
    } as ThemeInput,
    hostilePage: true,
  },
} as const;

export type StoryThemeName = keyof typeof STORY_THEMES;

export const HOSTILE_PAGE_CSS =
  '* { color: red !important; font-family: "Comic Sans MS", cursive !important; } button { display: none !important; }';
