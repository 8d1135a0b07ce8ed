import { defineVenueElement } from './createElement.ts';
import { lazyView } from './lazyView.ts';
import { GENERIC_ERROR_TEXT } from './ErrorBoundary.tsx';

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

  it("shows the view as soon as its code arrives, not after React's 300 ms Suspense fallback hold", async () => {
    let arrive!: () => void;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    const Heavy = lazyView(async () => {
      await loaded;
      return () => <h2>Courses</h2>;
    });
    defineVenueElement('test-lazy-prompt', Heavy, {});
    document.body.innerHTML = '<test-lazy-prompt></test-lazy-prompt>';
    const element = document.querySelector('test-lazy-prompt')!;
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[aria-busy="true"]')).not.toBeNull(), {
      interval: 1,
    });
    const arrived = performance.now();
    arrive();
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Courses'), { interval: 1 });
    // Under Suspense the view appeared 300 ms after the busy box did, however early its code came.
    expect(performance.now() - arrived).toBeLessThan(200);
  });

  it('a view that failed to load is thrown to the error boundary, and loads again on the next mount', async () => {
    let broken = true;
    const Flaky = lazyView(async () => {
      if (broken) throw new Error('chunk failed');
      return () => <h2>Loaded</h2>;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineVenueElement('test-lazy-flaky', Flaky, {});
    document.body.innerHTML = '<test-lazy-flaky></test-lazy-flaky>';
    const first = document.querySelector('test-lazy-flaky')!;
    await vi.waitFor(() => expect(first.shadowRoot?.querySelector('[role="alert"]')).not.toBeNull());
    broken = false;
    document.body.innerHTML = '<test-lazy-flaky></test-lazy-flaky>';
    const second = document.querySelector('test-lazy-flaky')!;
    await vi.waitFor(() => expect(second.shadowRoot?.textContent).toBe('Loaded'));
  });

  it('Retry in the error boundary asks again for a view whose code did not arrive, and shows it in place', async () => {
    let broken = true;
    const Flaky = lazyView(async () => {
      if (broken) throw new Error('chunk failed');
      return () => <h2>Loaded</h2>;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineVenueElement('test-lazy-retry', Flaky, {});
    document.body.innerHTML = '<test-lazy-retry></test-lazy-retry>';
    const element = document.querySelector('test-lazy-retry')!;
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[role="alert"] button')).not.toBeNull());
    expect(element.shadowRoot!.querySelector('[role="alert"] p')?.textContent).toBe(GENERIC_ERROR_TEXT);
    broken = false;
    element.shadowRoot!.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
    await vi.waitFor(() => expect(element.shadowRoot?.textContent).toBe('Loaded'));
  });

  it('starts loading the view when an element is created, before it renders, and only once', () => {
    const load = vi.fn(() => new Promise<() => null>(() => {}));
    defineVenueElement('test-lazy-early', lazyView(load), {});
    expect(load).not.toHaveBeenCalled();
    document.createElement('test-lazy-early');
    document.createElement('test-lazy-early');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
