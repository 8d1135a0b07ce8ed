// The kiosk bundle on an in-venue device page (KIOSK rows).
import { expect } from 'chai';
import { loadBundle, mount, sessionStore, waitFor } from './helpers.js';

describe('the kiosk bundle', () => {
  before(async () => {
    await loadBundle('/dist/embed/venue-kiosk.js', { api: location.origin, centre: 'hilltop' });
  });

  it('KIOSK-002 starts the session in kiosk mode with the device centre from data-centre', () => {
    expect(window.venueElements.bundles.map((b) => b.name)).to.deep.equal(['venue-kiosk']);
    const { kiosk } = sessionStore().getState();
    expect(kiosk.isKiosk).to.equal(true);
    expect(kiosk.centre).to.equal('hilltop');
  });

  it('KIOSK-003 adds the idle logout element (warning first) to the page, once', async () => {
    expect(document.querySelectorAll('venue-kiosk-idle')).to.have.length(1);
    const idle = document.querySelector('venue-kiosk-idle');
    sessionStore().setState((state) => ({ kiosk: { ...state.kiosk, idleWarning: true } }));
    await waitFor(() => idle.shadowRoot.querySelector('[role="dialog"]'), { message: 'the idle warning' });
    expect(idle.shadowRoot.textContent).to.contain('Are you still there?');
    sessionStore().getState().kiosk.stayActive();
    await waitFor(() => !idle.shadowRoot.querySelector('[role="dialog"]'), { message: 'the warning to close' });
  });

  it("keeps the device on the site: a link to another site on the operator's page is not followed, and a toast says where it goes", async () => {
    // Whether the kiosk stopped the click (it listens first, in capture); stopped here in any case, so a
    // broken guard fails this test instead of taking the test page away.
    let stopped = null;
    const record = (event) => {
      stopped = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    try {
      const page = mount(
        '<p><a href="https://example.org/opening-times/">Opening times</a> <a href="#top">Top</a></p>',
      );
      page.querySelector('a[href="#top"]').click();
      expect(stopped).to.equal(false);
      // The guard's code loads once the kiosk starts: click (as a person would, again) until it stops the link.
      await waitFor(
        () => {
          page.querySelector('a[href^="https"]').click();
          return stopped;
        },
        { message: 'the kiosk to stop the link' },
      );
      const toasts = await waitFor(() => document.querySelector('venue-toasts')?.shadowRoot, { message: 'toasts' });
      await waitFor(() => toasts.textContent.includes('Not available on this kiosk'), { message: 'the toast' });
      expect(toasts.textContent).to.contain('You can visit example.org/opening-times on your own device.');
      expect(location.pathname).to.not.equal('/opening-times/');
    } finally {
      window.removeEventListener('click', record);
    }
  });

  it('KIOSK-004 the nav of the kiosk bundle offers Back to Kiosk Home', async () => {
    const nav = mount('<venue-nav></venue-nav>').firstElementChild;
    await waitFor(() => nav.shadowRoot?.textContent.includes('Back to Kiosk Home'), { message: 'the kiosk link' });
  });
});
