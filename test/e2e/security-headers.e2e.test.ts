import { inject } from 'vitest';
import { chromiumForThisFile, collectPageErrors, loginContext } from './browser.ts';
import { freshPage, openRoute } from './pages.ts';

// Issue 7 point 12: the host app works under the Content-Security-Policy the server sends with every
// page: not one violation in Chromium on the pages that matter, logged in, with the real bundles.

const baseUrl = inject('baseUrl');
const chromium = chromiumForThisFile();

describe('the host app under the served security headers', () => {
  it.each(['/', '/login', '/basket/checkout', '/courses/location/riverside'])(
    'ISSUE-7.12 %s loads with the CSP in force and no violation',
    async (path) => {
      const { context, page } = await freshPage(chromium.browser);
      try {
        await loginContext(context, baseUrl);
        // Injected through DevTools, so the policy under test does not block the probe itself.
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __violations: string[] }).__violations = seen;
          document.addEventListener('securitypolicyviolation', (e) =>
            seen.push(`${e.violatedDirective} ${e.blockedURI}`),
          );
        });
        const errors = collectPageErrors(page);
        const response = await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
        const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).not.toContain('unsafe-eval');
        await openRoute(page, baseUrl + path);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
        expect(errors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);
        expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
        // The policy is really in force: an inline script added to the page does not run.
        const ran = await page.evaluate(async () => {
          const s = document.createElement('script');
          s.textContent = '(window as any).__inline = 1'.replace(' as any', '');
          document.head.append(s);
          await new Promise((r) => setTimeout(r, 50));
          return (window as unknown as { __inline?: number }).__inline;
        });
        expect(ran).toBeUndefined();
      } finally {
        await context.close();
      }
    },
  );
});
