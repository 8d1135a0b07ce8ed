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

  it('KIOSK-004 the nav of the kiosk bundle offers Back to Kiosk Home', async () => {
    const nav = mount('<venue-nav></venue-nav>').firstElementChild;
    await waitFor(() => nav.shadowRoot?.textContent.includes('Back to Kiosk Home'), { message: 'the kiosk link' });
  });
});
