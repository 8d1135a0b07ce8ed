import { inject } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumForThisFile, screenshotDir } from './browser.ts';
import { freshPage, openRoute } from './pages.ts';
import { resolve } from 'node:path';
import { mkdirSync } from 'node:fs';

const baseUrl = inject('baseUrl');
const thirdPartyOrigin = inject('thirdPartyOrigin');

const chromium = chromiumForThisFile();

interface ItemLook {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  background: string;
  fontFamily: string;
  fontSize: string;
  fontWeight: string;
  display: string;
  textDecoration: string;
}

/** The nav's links and buttons, measured relative to the element's own box, with the styles that show. */
async function navLook(page: Page): Promise<{ box: { width: number; height: number }; items: ItemLook[] }> {
  await page.waitForFunction(
    () => {
      const nav = document.querySelector('venue-nav');
      return !!nav?.shadowRoot?.querySelector('a');
    },
    undefined,
    { timeout: 20_000 },
  );
  // Client data (name, features) and fonts change what shows and its metrics: measure once both settled.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const host = document.querySelector('venue-nav') as HTMLElement;
    const origin = host.getBoundingClientRect();
    const root = host.shadowRoot as ShadowRoot;
    const items = Array.from(root.querySelectorAll<HTMLElement>('a, button'))
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return {
          text: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
          x: Math.round(r.x - origin.x),
          y: Math.round(r.y - origin.y),
          width: Math.round(r.width),
          height: Math.round(r.height),
          color: s.color,
          background: s.backgroundColor,
          fontFamily: s.fontFamily,
          fontSize: s.fontSize,
          fontWeight: s.fontWeight,
          display: s.display,
          textDecoration: s.textDecorationLine,
        };
      });
    return { box: { width: Math.round(origin.width), height: Math.round(origin.height) }, items };
  });
}

async function navScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.locator('venue-nav').screenshot({ path: resolve(screenshotDir, `${name}.png`) });
}

type NavLook = Awaited<ReturnType<typeof navLook>>;

/** Opens the host app and the hostile third-party page at one size; measures both navs and screenshots them. */
async function measureBoth(
  name: string,
  viewport: { width: number; height: number },
): Promise<{ inHost: NavLook; onThirdParty: NavLook; thirdPartyH1Colour: string }> {
  const host = await freshPage(chromium.browser, viewport);
  const third = await freshPage(chromium.browser, viewport);
  try {
    await openRoute(host.page, `${baseUrl}/`);
    await third.page.goto(`${thirdPartyOrigin}/nav.html`);
    const inHost = await navLook(host.page);
    let onThirdParty = await navLook(third.page);
    // The client's name and features arrive a moment after the first paint on either page.
    for (let waited = 0; waited < 5000 && JSON.stringify(onThirdParty) !== JSON.stringify(inHost); waited += 250) {
      await third.page.waitForTimeout(250);
      onThirdParty = await navLook(third.page);
    }
    await navScreenshot(host.page, `nav-host-app-${name}`);
    await navScreenshot(third.page, `nav-third-party-${name}`);
    const thirdPartyH1Colour = await third.page.$eval('h1', (h) => getComputedStyle(h).color);
    return { inHost, onThirdParty, thirdPartyH1Colour };
  } finally {
    await host.context.close();
    await third.context.close();
  }
}

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 800 }],
] as const;

describe('<venue-nav> on a third-party page with hostile CSS', () => {
  it.each(SIZES)(
    'EMBED-001 its controls are styled exactly as in the host app, untouched by the page (%s)',
    async (name, viewport) => {
      const { inHost, onThirdParty, thirdPartyH1Colour } = await measureBoth(name, viewport);
      // The hostile page really is hostile: its own text is red.
      expect(thirdPartyH1Colour).toBe('rgb(255, 0, 0)');
      expect(onThirdParty.box).toEqual(inHost.box);
      // Every control both pages show: same size, height, colours, fonts, display; nothing red, no button hidden.
      const byText = new Map(inHost.items.map((i) => [i.text, i]));
      const shared = onThirdParty.items.filter((i) => byText.has(i.text));
      expect(shared.length).toBeGreaterThanOrEqual(2);
      for (const item of shared) {
        const { x: _x, ...look } = item;
        const { x: _hx, ...hostLook } = byText.get(item.text)!;
        expect(look, item.text).toEqual(hostLook);
        expect(item.color).not.toBe('rgb(255, 0, 0)');
      }
    },
  );

  it.each(SIZES)(
    'EMBED-001 it shows the same controls in the same places as in the host app (%s)',
    async (name, viewport) => {
      const { inHost, onThirdParty } = await measureBoth(name, viewport);
      // The embed must know the client too (its name as the brand, Buy a membership when online joining is on).
      expect(onThirdParty.items.map((i) => i.text)).toEqual(inHost.items.map((i) => i.text));
      expect(onThirdParty.items).toEqual(inHost.items);
    },
  );
});
