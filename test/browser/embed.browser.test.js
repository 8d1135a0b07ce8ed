// The embed bundle on a plain page, as an operator would load it (EMBED, THEME rows).
import { expect } from 'chai';
import {
  HOSTILE_CSS,
  loadBundle,
  loadClassicScript,
  lookOf,
  mount,
  seriousViolations,
  sessionStore,
  waitFor,
} from './helpers.js';

// Customer elements that render without data; each present in the bundle is checked.
const CANDIDATE_TAGS = ['venue-nav', 'venue-login', 'venue-toasts'];
let tags = [];

before(async () => {
  await loadBundle('/dist/embed/venue-elements.js', { api: location.origin });
  await loadClassicScript('/node_modules/axe-core/axe.min.js');
  // A toast, so <venue-toasts> is added (with the first toast: internal/toasts/onFirstToast.ts) and has
  // something to render (0 = stays until dismissed).
  sessionStore()
    .getState()
    .toasts.push({ type: 'danger', title: 'Error', message: 'Payment was declined', duration: 0 });
  // A tag is defined when an element with it first appears (internal/lazyDefine.ts): one of each, then wait.
  const probe = mount(
    CANDIDATE_TAGS.filter((t) => t !== 'venue-toasts')
      .map((t) => `<${t}></${t}>`)
      .join(''),
  );
  await waitFor(() => CANDIDATE_TAGS.every((tag) => customElements.get(tag)), { message: 'the tags to load' });
  probe.remove();
  tags = CANDIDATE_TAGS.filter((tag) => customElements.get(tag));
});

function instances() {
  const holder = mount(
    tags
      .filter((t) => t !== 'venue-toasts')
      .map((t) => `<${t}></${t}><${t}></${t}>`)
      .join(''),
  );
  return [...holder.children, ...document.querySelectorAll('venue-toasts')];
}

describe('the embed bundle', () => {
  it('EMBED-001 stamps its version and defines the customer elements', () => {
    expect(window.venueElements.version).to.match(/^\d+\.\d+\.\d+/);
    expect(window.venueElements.bundles.map((b) => b.name)).to.deep.equal(['venue-elements']);
    expect(tags).to.deep.equal(CANDIDATE_TAGS);
    expect(document.querySelectorAll('venue-toasts')).to.have.length(1);
  });

  it('defines a tag only when an element with it first appears, in the page or in a view', async () => {
    expect(customElements.get('venue-basket')).to.equal(undefined);
    const holder = mount('<venue-basket></venue-basket>');
    await waitFor(() => customElements.get('venue-basket'), { message: '<venue-basket> to be defined' });
    holder.remove();
    // Inside another element's shadow root (a view rendering a tag): found there too.
    expect(customElements.get('booking-confirmation')).to.equal(undefined);
    const nav = mount('<venue-nav></venue-nav>');
    const host = nav.firstElementChild;
    await waitFor(() => host.shadowRoot.childElementCount > 0, { message: 'the nav to render' });
    host.shadowRoot.append(document.createElement('booking-confirmation'));
    await waitFor(() => customElements.get('booking-confirmation'), { message: 'a tag inside a shadow root' });
    nav.remove();
  });

  it('every element renders into an open shadow root', async () => {
    for (const element of instances()) {
      expect(element.shadowRoot, element.tagName).to.not.equal(null);
      expect(element.shadowRoot.mode).to.equal('open');
      await waitFor(() => element.shadowRoot.childElementCount > 0, { message: `${element.tagName} to render` });
    }
  });

  it('all instances adopt one shared stylesheet object, holding the compiled styles', () => {
    const sheets = new Set();
    for (const element of instances()) {
      expect(element.shadowRoot.adoptedStyleSheets).to.have.length(1);
      sheets.add(element.shadowRoot.adoptedStyleSheets[0]);
    }
    expect(sheets.size).to.equal(1);
    const [sheet] = sheets;
    expect(sheet.cssRules.length).to.be.greaterThan(5);
    // Nothing leaked into the page's own styles.
    expect(document.querySelectorAll('style').length).to.equal(0);
  });

  it('THEME-005 THEME-006 THEME-007 the default theme is set on the root and crosses the shadow boundary', async () => {
    const root = getComputedStyle(document.documentElement);
    expect(root.getPropertyValue('--venue-primary').trim()).to.equal('#8C59F8');
    expect(root.getPropertyValue('--venue-secondary-1').trim()).to.equal('#3E2DAC');
    expect(root.getPropertyValue('--venue-header-bg').trim()).to.equal('#262731');
    const toasts = document.querySelector('venue-toasts');
    const inner = await waitFor(() => toasts.shadowRoot.querySelector('li'), { message: 'a toast' });
    expect(getComputedStyle(inner).getPropertyValue('--venue-primary').trim()).to.equal('#8C59F8');
  });

  it('THEME-001 an operator can override a token in their own CSS, and it reaches inside the element', async () => {
    const toasts = document.querySelector('venue-toasts');
    const inner = await waitFor(() => toasts.shadowRoot.querySelector('li'));
    const override = document.createElement('style');
    override.textContent = ':root { --venue-primary: #123456; }';
    document.head.append(override);
    try {
      expect(getComputedStyle(inner).getPropertyValue('--venue-primary').trim()).to.equal('#123456');
    } finally {
      override.remove();
    }
  });

  it('EMBED-001 hostile global CSS does not change how the elements look', async () => {
    const elements = instances();
    for (const element of elements) await waitFor(() => element.shadowRoot.childElementCount > 0);
    const before = elements.map(lookOf);
    const hostile = document.createElement('style');
    hostile.textContent = HOSTILE_CSS;
    document.head.append(hostile);
    try {
      const after = elements.map(lookOf);
      expect(after).to.deep.equal(before);
      // The toast's dismiss button is still there and still red-free.
      const button = document.querySelector('venue-toasts').shadowRoot.querySelector('button');
      expect(getComputedStyle(button).display).to.not.equal('none');
      expect(getComputedStyle(button).color).to.not.equal('rgb(255, 0, 0)');
    } finally {
      hostile.remove();
    }
  });

  it('the toast is announced in the one light-DOM live region', () => {
    const regions = document.querySelectorAll('#venue-live-region');
    expect(regions).to.have.length(1);
    expect(regions[0].getRootNode()).to.equal(document);
    expect(regions[0].querySelector('[aria-live="assertive"]').textContent).to.contain('Payment was declined');
  });

  it('axe finds no serious or critical violation inside the elements', async () => {
    for (const element of instances()) {
      await waitFor(() => element.shadowRoot.childElementCount > 0);
      expect(await seriousViolations(element), element.tagName).to.deep.equal([]);
    }
  });
});
