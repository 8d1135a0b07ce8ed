// A venue theme loaded by the embed bundle from data-venue (THEME rows).
import { expect } from 'chai';
import { loadBundle, sessionStore, waitFor } from './helpers.js';

const primary = () => getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim();

describe('the venue theme', () => {
  before(async () => {
    await loadBundle('/dist/embed/venue-elements.js', { api: location.origin, venue: 'hilltop' });
  });

  it('THEME-001 API-017 the venue theme replaces the defaults on the root', async () => {
    await waitFor(() => primary() === '#1B8A5A', { message: 'the hilltop green' });
    // Tint levels are set too: 50 is 5 % of the colour over white, 600 the colour darkened by 0.8.
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--venue-primary-500').trim()).to.equal('#1B8A5A');
    expect(root.getPropertyValue('--venue-primary-600').trim()).to.equal('#166E48');
  });

  it('THEME-001 the theme variables cross into the shadow root', async () => {
    sessionStore().getState().toasts.push({ type: 'info', message: 'Themed', duration: 0 });
    // <venue-toasts> is added with the first toast (its code loads then): look it up while waiting.
    const inner = await waitFor(() => document.querySelector('venue-toasts')?.shadowRoot?.querySelector('li'));
    expect(getComputedStyle(inner).getPropertyValue('--venue-primary').trim()).to.equal('#1B8A5A');
  });

  it('THEME-004 THEME-008 the theme fonts is served from our own files, declared in the document', async () => {
    await waitFor(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--venue-font-body').includes('Lato'),
    );
    const faces = await document.fonts.load("16px 'Lato'");
    expect(faces.length).to.be.greaterThan(0);
    expect(document.fonts.check("16px 'Lato'")).to.equal(true);
    // THEME-008: the default heading font, garage gothic bold, is served by its Oswald stand-in at 700.
    expect((await document.fonts.load("700 16px 'Oswald'")).length).to.be.greaterThan(0);
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.woff2'));
    expect(urls.length).to.be.greaterThan(0);
    for (const url of urls) expect(new URL(url).origin).to.equal(location.origin);
  });
});
