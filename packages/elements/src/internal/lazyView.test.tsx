import { defineVenueElement } from './createElement.ts';
import { lazyView } from './lazyView.ts';

describe('lazyView', () => {
  it('the tag is defined at once and shows a busy box until the view code arrives', async () => {
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Heavy = lazyView(async () => {
      await loaded;
      return ({ course }: { course?: string }) => <h2>{`Book ${course}`}</h2>;
    });
    defineVenueElement('test-lazy-heavy', Heavy, { course: 'string' });
    expect(customElements.get('test-lazy-heavy')).toBeDefined();

    document.body.innerHTML = '<test-lazy-heavy course="swimming"></test-lazy-heavy>';
    const element = document.querySelector('test-lazy-heavy')!;
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[aria-busy="true"]')).not.toBeNull());
    arrive();
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Book swimming'));
  });
});
