import { theme, themeRoot, vars } from './contract.css';

describe('theme contract', () => {
  it('THEME-002 the public tokens are --venue-* custom properties', () => {
    expect(vars.colour.primary).toBe('var(--venue-primary)');
    expect(vars.colour.primary600).toBe('var(--venue-primary-600)');
    expect(vars.colour.headerPrimary).toBe('var(--venue-header-primary)');
    expect(vars.font.heading).toBe('var(--venue-font-heading)');
    expect(vars.logo).toBe('var(--venue-logo)');
  });

  it('THEME-005 components read internal variables that fall back from the public token to the default', () => {
    expect(theme.colour.primary).not.toContain('--venue-');
    const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const rule = sheet.slice(sheet.indexOf(`.${themeRoot}`));
    expect(rule).toContain('var(--venue-primary, #8C59F8)');
    expect(rule).toContain('var(--venue-secondary-1, #3E2DAC)');
    expect(rule).toContain('var(--venue-header-bg, #262731)');
    // The public variables themselves are never declared by our styles (that would beat inheritance).
    expect(sheet).not.toMatch(/(^|[;{\s])--venue-[a-z0-9-]+\s*:/);
    expect(sheet).not.toContain(':host');
  });

  it('UI-038 the layout is at most 1264px wide unless an operator overrides the token', () => {
    const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(sheet).toContain('var(--venue-layout-max-width, 1264px)');
  });
});
