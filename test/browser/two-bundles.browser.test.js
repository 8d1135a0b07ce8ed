// Two separately built bundles on one page share one session and define no tag twice (EMBED rows).
import { expect } from 'chai';
import { loadBundle, mount, sessionStore, waitFor } from './helpers.js';

const errors = [];
const definedBySecond = [];

before(async () => {
  window.addEventListener('error', (event) => errors.push(event.message));
  await loadBundle('/dist/embed/venue-elements.js', { api: location.origin });
  const define = customElements.define.bind(customElements);
  customElements.define = (tag, ...rest) => {
    definedBySecond.push(tag);
    return define(tag, ...rest);
  };
  try {
    await loadBundle('/dist/embed/venue-elements.copy.js', { api: location.origin });
  } finally {
    customElements.define = define;
  }
});

describe('two bundles on one page', () => {
  it('EMBED-001 the second bundle runs without errors and defines only tags the first did not', () => {
    expect(errors).to.deep.equal([]);
    expect(window.venueElements.bundles.map((b) => b.name)).to.deep.equal(['venue-elements', 'venue-elements']);
    expect(definedBySecond).to.deep.equal(['basket-count']);
    // <venue-toasts> comes with the first toast (internal/toasts/onFirstToast.ts): none yet.
    expect(document.querySelectorAll('venue-toasts')).to.have.length(0);
  });

  it('both bundles read one basket count from one store', async () => {
    const holder = mount('<basket-count></basket-count>');
    const counter = holder.querySelector('basket-count');
    await waitFor(() => counter.shadowRoot.textContent === 'Basket: 0', { message: 'the initial count' });
    // No basket element is on the page, so the cart slice is not created yet (created on first use): a
    // stand-in holding only the count, which is all both readers select (core's selectBasketCount).
    sessionStore().setState({ cart: { totals: { itemCount: 3 } } });
    await waitFor(() => counter.shadowRoot.textContent === 'Basket: 3', { message: 'the new count' });
    // <venue-nav> comes from the first bundle: its basket badge reads the same store.
    const nav = mount('<venue-nav></venue-nav>').firstElementChild;
    await waitFor(() => nav.shadowRoot.querySelector('[data-basket]')?.textContent.trim() === '3', {
      message: 'the nav badge of the first bundle',
    });
  });

  it("a toast pushed through the second bundle shows in the page's one <venue-toasts>", async () => {
    const counter = document.querySelector('basket-count');
    counter.shadowRoot.querySelector('button').click();
    // Both bundles watch for the first toast; the first to get there adds the element, the other finds it.
    await waitFor(
      () => document.querySelector('venue-toasts')?.shadowRoot?.textContent.includes('Hello from the second bundle'),
      { message: 'the toast' },
    );
    expect(document.querySelectorAll('venue-toasts')).to.have.length(1);
  });
});
