import { contrastRatio } from './tints';
import {
  DEFAULT_THEME,
  LAYOUT,
  MOBILE_MEDIA,
  NEUTRAL_COLOURS,
  resolveTheme,
  THEME_FIELDS,
  themeCssVariables,
} from './tokens';

describe('theme fields and defaults', () => {
  it('THEME-002 THEME-003 the theme has every field of flows §3', () => {
    expect([...THEME_FIELDS]).toEqual([
      'themeAppPrimaryColour',
      'themeAppSecondaryColour1',
      'themeAppSecondaryColour2',
      'themeAppHeaderBgColour',
      'themeAppDarkBgColour',
      'headerPrimaryColour',
      'themeAppLogo',
      'themeAppBodyFontStyle',
      'themeAppHeadingFontStyle',
      'themeAppSecondaryButtonStyle',
    ]);
    expect(Object.keys(DEFAULT_THEME).sort()).toEqual([...THEME_FIELDS].sort());
  });

  it('THEME-005 THEME-006 THEME-007 THEME-008 THEME-009 THEME-010 an empty theme gives the defaults', () => {
    const { theme, errors } = resolveTheme({});
    expect(errors).toEqual([]);
    expect(theme.themeAppPrimaryColour).toBe('#8C59F8');
    expect(theme.themeAppSecondaryColour1).toBe('#3E2DAC');
    expect(theme.themeAppHeaderBgColour).toBe('#262731');
    expect(theme.themeAppHeadingFontStyle).toBe('garage_gothic');
    expect(theme.themeAppBodyFontStyle).toBe('roboto');
    expect(theme.themeAppSecondaryButtonStyle).toBe('solid');
    const css = themeCssVariables(theme);
    expect(css['--venue-primary']).toBe('#8C59F8');
    expect(css['--venue-secondary-1']).toBe('#3E2DAC');
    expect(css['--venue-header-bg']).toBe('#262731');
    expect(css['--venue-font-heading']).toMatch(/^'Garage Gothic'/);
    expect(css['--venue-font-heading-weight']).toBe('700');
    expect(css['--venue-font-body']).toMatch(/^'Roboto'/);
    expect(css['--venue-secondary-button-bg']).toBe('#3E2DAC');
  });

  it('THEME-011 THEME-012 invalid fields fall back to defaults with an error naming each field', () => {
    const { theme, errors } = resolveTheme({
      themeAppPrimaryColour: '27 138 90',
      themeAppSecondaryColour1: '#12',
      themeAppBodyFontStyle: 'comic_sans',
      themeAppSecondaryButtonStyle: 'dotted',
      themeAppLogo: 'javascript:alert(1)',
    });
    expect(theme.themeAppPrimaryColour).toBe('#1B8A5A');
    expect(theme.themeAppSecondaryColour1).toBe('#3E2DAC');
    expect(theme.themeAppBodyFontStyle).toBe('roboto');
    expect(theme.themeAppSecondaryButtonStyle).toBe('solid');
    expect(theme.themeAppLogo).toBeNull();
    expect(errors.map((e) => e.field)).toEqual([
      'themeAppSecondaryColour1',
      'themeAppBodyFontStyle',
      'themeAppSecondaryButtonStyle',
      'themeAppLogo',
    ]);
  });

  it('THEME-014 the tint levels of the primary colour become --venue-primary-50..600', () => {
    const css = themeCssVariables(resolveTheme({ themeAppPrimaryColour: '#1B8A5A' }).theme);
    for (const level of [50, 100, 200, 300, 400, 500, 600])
      expect(css[`--venue-primary-${level}`]).toMatch(/^#[0-9A-F]{6}$/);
    expect(css['--venue-primary-500']).toBe('#1B8A5A');
  });

  it('THEME-010 an outline secondary button has a transparent background and a bordered label', () => {
    const css = themeCssVariables(resolveTheme({ themeAppSecondaryButtonStyle: 'outline' }).theme);
    expect(css['--venue-secondary-button-bg']).toBe('transparent');
    expect(css['--venue-secondary-button-border']).toBe('#3E2DAC');
  });

  it('buttons and links meet WCAG AA contrast for the default, hilltop and pale themes', () => {
    for (const primary of ['#8C59F8', '#1B8A5A', '#FFE600', '#FFFFFF']) {
      const css = themeCssVariables(resolveTheme({ themeAppPrimaryColour: primary }).theme);
      const fill = css['--venue-primary-fill']!;
      expect(contrastRatio(fill, css['--venue-on-primary-fill']!), primary).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(css['--venue-primary-text']!, '#FFFFFF'), primary).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(css['--venue-header-bg']!, css['--venue-on-header-bg']!)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('UI-034 text and the danger, info, success and warning colours meet AA on white and on the alert tints', () => {
    const { surface, border: _border, ...textColours } = NEUTRAL_COLOURS;
    for (const [name, colour] of Object.entries(textColours)) {
      expect(contrastRatio(colour, surface), name).toBeGreaterThanOrEqual(4.5);
    }
    // The login alert (danger on a pale red) and confirmation (text on a pale green).
    expect(contrastRatio(NEUTRAL_COLOURS.danger, '#FDECEA')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(NEUTRAL_COLOURS.text, '#E9F6EE')).toBeGreaterThanOrEqual(4.5);
    // Form borders are a non-text UI component: 3:1 (WCAG 1.4.11).
    expect(contrastRatio(NEUTRAL_COLOURS.border, surface)).toBeGreaterThanOrEqual(3);
  });

  it('UI-036 UI-037 UI-013 UI-033 UI-035 the layout constants: mobile below 576 px (decision C1), drawer 306, toast 325, slide-overs 560/640/720', () => {
    expect(MOBILE_MEDIA).toBe('screen and (max-width: 575px)');
    expect(LAYOUT.drawerWidth).toBe('306px');
    expect(LAYOUT.toastWidth).toBe('325px');
    expect(Object.values(LAYOUT.slideOverWidths)).toEqual(['560px', '640px', '720px']);
    expect(LAYOUT.maxWidth).toBe('1264px');
    expect(LAYOUT.touchTarget).toBe('44px');
  });
});
