/**
 * The sandbox's hosted pages in a real browser: a parent page on another origin frames the card
 * fields, asks them to tokenise over postMessage and gets a card identifier (or field errors) back
 * without ever reading the card number; the 3-D Secure page's Complete button hands a cres to the
 * parent. Skipped with the reason when Chromium is not installed.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { testApp, type TestApp } from '../../testing/test-app.ts';
import { createCustomers, occurrenceWithPlaces } from '../../testing/commerceFixtures.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.log(`[hostedPages.chromium.test] skipped: no Chromium at ${CHROMIUM}`);

describe.skipIf(!hasChromium)('sandbox hosted pages in Chromium', () => {
  let t: TestApp;
  let browser: Browser;
  let parent: http.Server;
  let parentOrigin: string;
  let frameSrc = '';

  beforeAll(async () => {
    t = await testApp();
    parent = http.createServer((_req, res) => {
      res.setHeader('Content-Type', 'text/html');
      res.end(
        `<!doctype html><html lang="en"><body><iframe id="f" title="Card details" src="${frameSrc}"></iframe></body></html>`,
      );
    });
    await new Promise<void>((r) => parent.listen(0, '127.0.0.1', () => r()));
    parentOrigin = `http://127.0.0.1:${(parent.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    parent?.close();
  });

  async function openParent(src: string) {
    frameSrc = src;
    const page = await browser.newPage();
    // Listen before the frame exists, so its first report is never missed (or caught) by a race with load.
    await page.addInitScript((apiOrigin) => {
      const heights: number[] = [];
      (window as unknown as { heights: number[] }).heights = heights;
      window.addEventListener('message', (e) => {
        const data = e.data as { type?: string; height?: number };
        if (e.origin === apiOrigin && data.type === 'opayo:resize') heights.push(data.height!);
      });
      (window as unknown as { next: () => Promise<unknown> }).next = () =>
        new Promise((resolve) =>
          window.addEventListener('message', function on(e) {
            const type = (e.data as { type?: string }).type;
            if (e.origin !== apiOrigin || type === 'opayo:ready' || type === 'opayo:resize') return;
            window.removeEventListener('message', on);
            resolve(e.data);
          }),
        );
    }, t.url);
    await page.goto(`${parentOrigin}/`);
    return page;
  }

  it('PAY-034 the card fields tokenise on the parent request and answer only the parent origin', async () => {
    const [u] = await createCustomers(t.db, 1, 'chromium');
    const occ = await occurrenceWithPlaces(t.db, 2);
    await t.json('/api/activities/cart/add', { token: u!.token, body: { items: [{ id: occ, type: 'activity' }] } });
    const prep = (await t.json('/api/checkout/prepare', { token: u!.token })).body.data;
    const page = await openParent(
      `${t.url}${prep.card_fields_url}?merchant_session_key=${prep.session_key}&parent_origin=${encodeURIComponent(parentOrigin)}`,
    );
    const fields = page.frameLocator('#f');
    await fields.getByLabel('Card number').fill('4242 4242 4242 4241');
    await fields.getByLabel('Expiry (MMYY)').fill('1230');
    await fields.getByLabel('Security code').fill('123');
    const tokenise = (p: typeof page) =>
      p.evaluate((apiOrigin) => {
        const answer = (window as unknown as { next: () => Promise<unknown> }).next();
        (document.getElementById('f') as HTMLIFrameElement).contentWindow!.postMessage(
          { type: 'opayo:tokenise', cardholderName: 'Alex Morgan' },
          apiOrigin,
        );
        return answer;
      }, t.url);
    expect(await tokenise(page)).toEqual({
      type: 'opayo:error',
      errors: [expect.objectContaining({ property: 'cardDetails.cardNumber', clientMessage: 'Invalid card number' })],
    });
    await expect.poll(() => fields.locator('#card-number-error').textContent()).toBe('Invalid card number');
    // The fields report their height, and again when it changes (an error wrapping on a narrow frame), so
    // the page can size the frame: it cannot see inside.
    const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights);
    const last = async () => (await heights()).at(-1) ?? 0;
    const [first] = await heights();
    expect(first).toBeGreaterThan(120);
    expect(first).toBeLessThan(260);
    await expect.poll(last).toBeGreaterThan(first!);
    const withError = await last();
    await page.evaluate(() => (document.getElementById('f')!.style.width = '120px'));
    await expect.poll(last).toBeGreaterThan(withError);
    await fields.getByLabel('Card number').fill('4000 0025 0000 3155');
    const ok = (await tokenise(page)) as { type: string; cardIdentifier: string };
    expect(ok.type).toBe('opayo:card-identifier');
    const stored = await t.db.one<{ last4: string; session_key: string }>(
      'SELECT last4, session_key FROM card_identifiers WHERE id = $1',
      [ok.cardIdentifier],
    );
    expect(stored).toEqual({ last4: '3155', session_key: prep.session_key });
    // The parent page itself cannot read the fields: they live on the API's origin.
    expect(
      await page.evaluate(() => {
        try {
          return (document.getElementById('f') as HTMLIFrameElement).contentDocument?.body ?? null;
        } catch {
          return 'blocked';
        }
      }),
    ).toBeNull();

    const auth = (
      await t.json('/api/checkout/authorise', {
        token: u!.token,
        body: { card_identifier: ok.cardIdentifier, session_key: prep.session_key, terms: true },
      })
    ).body.data;
    expect(auth.transaction_status).toBe('sca_required');
    const challenge = await openParent(`${t.url}${auth.sca_url}?parent_origin=${encodeURIComponent(parentOrigin)}`);
    const answer = challenge.evaluate(() => (window as unknown as { next: () => Promise<unknown> }).next());
    await challenge.frameLocator('#f').getByRole('button', { name: 'Complete' }).click();
    const result = (await answer) as { type: string; transaction_uuid: string; cres: string };
    expect(result).toMatchObject({ type: 'opayo:challenge-result', transaction_uuid: auth.transaction_uuid });
    const sca = await t.json(`/api/payment-providers/sca-completion/${auth.transaction_uuid}`, {
      token: u!.token,
      body: { transaction_uuid: auth.transaction_uuid, sca_result: result.cres },
    });
    expect(sca.body.data.transaction_status).toBe('authorised');
  });
});
