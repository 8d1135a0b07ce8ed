// The operator's case: the page is one origin, the bundle, its chunks, fonts and the API another.
// The bundle must turn the Bearer setting on and everything must load through CORS (EMBED, THEME rows).
import { expect } from 'chai';
import { loadBundle, mount, waitFor } from './helpers.js';

const apiOrigin = `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

describe('the embed bundle served from another origin', () => {
  before(async () => {
    expect(apiOrigin).to.not.equal(location.origin);
    await loadBundle(`${apiOrigin}/dist/embed/venue-elements.js`, { api: apiOrigin, venue: 'hilltop' });
  });

  it('AUTH-018 talks to the API of the other origin with the Bearer setting on', () => {
    const api = globalThis[Symbol.for('venue.api-client.v1')];
    expect(api.config.apiBase).to.equal(apiOrigin);
    expect(api.config.bearer).to.equal(true);
  });

  it('THEME-001 API-017 loads the venue theme across origins and applies it', async () => {
    await waitFor(
      () => getComputedStyle(document.documentElement).getPropertyValue('--venue-primary').trim() === '#1B8A5A',
      {
        message: 'the hilltop theme from the other origin',
      },
    );
  });

  it('THEME-004 the fonts come from the bundle origin (CORS), not a CDN', async () => {
    await waitFor(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--venue-font-body').includes('Lato'),
    );
    expect((await document.fonts.load("16px 'Lato'")).length).to.be.greaterThan(0);
    const fonts = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2'));
    expect(fonts.length).to.be.greaterThan(0);
    for (const font of fonts) expect(new URL(font.name).origin).to.equal(apiOrigin);
  });

  it("EMBED-001 the bundle's chunks load from the bundle origin too", async () => {
    const nav = mount('<venue-nav></venue-nav>').firstElementChild;
    await waitFor(() => nav.shadowRoot?.childElementCount > 0, { message: 'the nav' });
    const scripts = performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/embed/'));
    expect(scripts.every((e) => new URL(e.name).origin === apiOrigin)).to.equal(true);
  });
});
