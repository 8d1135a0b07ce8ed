import { Window } from 'happy-dom';
import { applyTheme, themeCss } from './apply';
import { appliedThemeCss } from './themeSheet';
import { resolveTheme, themeCssVariables } from './tokens';

/** A page of its own (with its window, as a real page has), so each test starts without a theme sheet. */
const freshDocument = (): Document => new Window().document as unknown as Document;

describe('applyTheme', () => {
  it('THEME-005 THEME-006 THEME-007 an empty theme applies the default colours as root variables', () => {
    const doc = freshDocument();
    const { variables } = applyTheme({}, { document: doc });
    expect(variables['--venue-primary']).toBe('#8C59F8');
    expect(variables['--venue-secondary-1']).toBe('#3E2DAC');
    expect(variables['--venue-header-bg']).toBe('#262731');
    const css = themeCss(variables, resolveTheme({}).theme, '/embed/fonts/');
    expect(css).toContain(':where(:root){--venue-primary:#8C59F8;');
  });

  it('THEME-014 THEME-015 the tint levels are set on the root too', () => {
    const { variables } = applyTheme({ themeAppPrimaryColour: '#1B8A5A' }, { document: freshDocument() });
    expect(variables['--venue-primary-500']).toBe('#1B8A5A');
    // 50 is 5 % of the colour over white; 600 is the colour darkened by 0.8.
    expect(variables['--venue-primary-50']).toBe('#F4F9F7');
    expect(variables['--venue-primary-600']).toBe('#166E48');
  });

  it('THEME-011 an invalid colour falls back to the default and reports why', () => {
    const onInvalid = vi.fn();
    const { variables } = applyTheme({ themeAppPrimaryColour: '#abcd' }, { document: freshDocument(), onInvalid });
    expect(variables['--venue-primary']).toBe('#8C59F8');
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onInvalid.mock.calls[0]?.[0]?.[0]?.field).toBe('themeAppPrimaryColour');
  });

  it('THEME-004 THEME-009 the theme fonts get @font-face rules in the document from our own files, no CDN', () => {
    const { theme, variables } = applyTheme({ themeAppBodyFontStyle: 'lato' }, { document: freshDocument() });
    const css = themeCss(variables, theme, 'http://localhost:4300/embed/fonts');
    expect(css).toContain("font-family:'Lato'");
    expect(css).toContain('http://localhost:4300/embed/fonts/lato-latin-400-normal.woff2');
    // The heading default (garage_gothic) is served by the Oswald stand-in.
    expect(css).toContain("font-family:'Oswald'");
    expect(css).not.toContain("font-family:'Roboto'");
    expect(css).not.toMatch(/fonts\.(googleapis|gstatic)|cdn/i);
  });

  it('THEME-001 applying a second theme replaces the first in the one page sheet', () => {
    const doc = freshDocument();
    applyTheme({ themeAppPrimaryColour: '#1B8A5A' }, { document: doc });
    applyTheme({ themeAppPrimaryColour: '#8C59F8' }, { document: doc });
    const css = appliedThemeCss(doc);
    expect(css).toContain('#8C59F8');
    expect(css).not.toContain('#1B8A5A');
    expect(doc.adoptedStyleSheets.length).toBe(1);
  });

  it('THEME-002 every public colour token is set', () => {
    const names = Object.keys(themeCssVariables(resolveTheme({}).theme));
    expect(names).toEqual(
      expect.arrayContaining([
        '--venue-primary',
        '--venue-secondary-1',
        '--venue-secondary-2',
        '--venue-header-bg',
        '--venue-dark-bg',
        '--venue-header-primary',
      ]),
    );
  });
});
