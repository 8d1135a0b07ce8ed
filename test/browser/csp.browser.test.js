// The embed bundle on an operator page with a strict CSP: no eval, no inline script, no inline
// styles; everything must work through constructed stylesheets (brief: Security).
import { expect } from 'chai';
import { waitFor } from './helpers.js';

let frame;

before(async () => {
  frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1024px; height: 700px; border: 0;';
  frame.src = '/test/browser/fixtures/csp-page.html';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
});

describe('the embed bundle under a strict Content-Security-Policy', () => {
  it('EMBED-001 the policy is in force on the page (eval is refused)', () => {
    expect(frame.contentWindow.__cspEvalBlocked).to.equal(true);
  });

  it('EMBED-001 elements render, styled and themed, without a single CSP violation', async () => {
    const doc = frame.contentDocument;
    const nav = doc.querySelector('venue-nav');
    await waitFor(() => nav.shadowRoot && nav.shadowRoot.childElementCount > 0, { message: 'the nav to render' });
    expect(nav.shadowRoot.adoptedStyleSheets).to.have.length(1);
    expect(nav.shadowRoot.adoptedStyleSheets[0].cssRules.length).to.be.greaterThan(5);
    const root = frame.contentWindow.getComputedStyle(doc.documentElement);
    expect(root.getPropertyValue('--venue-primary').trim()).to.equal('#8C59F8');
    // A toast exercises the light-DOM live region and <venue-toasts>.
    frame.contentWindow[Symbol.for('venue.session-store.v2')]
      .getState()
      .toasts.push({ type: 'info', message: 'Hello', duration: 0 });
    await waitFor(() => doc.querySelector('venue-toasts')?.shadowRoot.textContent.includes('Hello'), {
      message: 'the toast',
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(frame.contentWindow.__violations).to.deep.equal([]);
  });
});
