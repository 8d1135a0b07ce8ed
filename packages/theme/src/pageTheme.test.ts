import { Window } from 'happy-dom';
import { applyTheme, themeCss } from './apply';
import { applyPageTheme, DEFAULT_THEME_VALUES, defaultThemeCss, isDefaultTheme } from './pageTheme';
import { appliedThemeCss } from './themeSheet';
import { DEFAULT_THEME, themeCssVariables } from './tokens';

/** A page of its own (with its window, as a real page has), so each test starts without a theme sheet. */
const freshDocument = (): Document => new Window().document as unknown as Document;

describe('the default theme written out', () => {
  it('is the CSS text applyTheme computes for the default theme, whatever the font folder', () => {
    for (const base of ['/embed/fonts/', 'https://cdn.example/x/fonts']) {
      expect(defaultThemeCss(base)).toBe(themeCss(themeCssVariables(DEFAULT_THEME), DEFAULT_THEME, base));
    }
  });

  it('holds the default theme resolved, field by field', () => {
    expect(DEFAULT_THEME_VALUES).toEqual(DEFAULT_THEME);
  });
});

describe('isDefaultTheme', () => {
  it('answers true for no theme, absent fields and the default values (the demo client sends these)', () => {
    expect(isDefaultTheme(null)).toBe(true);
    expect(isDefaultTheme({})).toBe(true);
    expect(
      isDefaultTheme({
        themeAppPrimaryColour: '#8C59F8',
        themeAppSecondaryColour1: '#3E2DAC',
        themeAppSecondaryColour2: null,
        themeAppHeaderBgColour: '#262731',
        themeAppDarkBgColour: '',
        themeAppLogo: null,
        themeAppBodyFontStyle: 'roboto',
        themeAppHeadingFontStyle: 'garage_gothic',
        themeAppSecondaryButtonStyle: 'solid',
      }),
    ).toBe(true);
  });

  it('answers false for any other value, even one that resolves to the default', () => {
    expect(isDefaultTheme({ themeAppPrimaryColour: '#1B8A5A' })).toBe(false);
    expect(isDefaultTheme({ themeAppPrimaryColour: '#8c59f8' })).toBe(false);
    expect(isDefaultTheme({ themeAppLogo: '/logo.png' })).toBe(false);
    expect(isDefaultTheme({ themeAppSecondaryButtonStyle: 'outline' })).toBe(false);
    expect(isDefaultTheme({ themeAppHeadingFontStyle: 'lato' })).toBe(false);
  });
});

describe('applyPageTheme', () => {
  it('writes what applyTheme writes, for the default theme and for another', async () => {
    for (const input of [null, { themeAppPrimaryColour: '#1B8A5A', themeAppHeadingFontStyle: 'open_sans' }]) {
      const ours = freshDocument();
      const theirs = freshDocument();
      await applyPageTheme(input, { fontBaseUrl: '/embed/fonts/', document: ours });
      applyTheme(input, { fontBaseUrl: '/embed/fonts/', document: theirs });
      expect(appliedThemeCss(ours)).toBe(appliedThemeCss(theirs));
      expect(appliedThemeCss(ours)).not.toBe('');
    }
  });

  it('replaces a theme applied before with the defaults', async () => {
    const doc = freshDocument();
    await applyPageTheme({ themeAppPrimaryColour: '#1B8A5A' }, { fontBaseUrl: '/f/', document: doc });
    expect(appliedThemeCss(doc)).toContain('#1B8A5A');
    await applyPageTheme({}, { fontBaseUrl: '/f/', document: doc });
    // Compared as the sheet reads back (rules serialised), against the default CSS in a sheet of its own.
    const reference = freshDocument();
    await applyPageTheme({}, { fontBaseUrl: '/f/', document: reference });
    expect(appliedThemeCss(doc)).toBe(appliedThemeCss(reference));
    expect(appliedThemeCss(reference)).toContain('#8C59F8');
    expect(appliedThemeCss(doc)).not.toContain('#1B8A5A');
  });
});
