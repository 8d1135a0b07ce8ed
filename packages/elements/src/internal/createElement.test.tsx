import * as React from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { registerStyles } from './styles.ts';

// Stand-in for core's page-wide session (the real one is tested in core).
const fakeCore = vi.hoisted(() => ({ store: null as unknown, events: new EventTarget() }));
vi.mock('@venue/core/runtime', () => ({
  getSessionStore: () => fakeCore.store,
  sessionEvents: fakeCore.events,
  originOf: (event: Event) => (event as Event & { origin?: EventTarget | null }).origin ?? null,
}));

import { defineVenueElement } from './createElement.ts';
import { GENERIC_ERROR_TEXT } from './ErrorBoundary.tsx';
import { useVenueEvents } from './hostContext.ts';
import { LIVE_REGION_ID } from './liveRegion.ts';
import { useSession } from './useSession.ts';

interface FakeState {
  cart: { itemCount: number };
  toasts: { list: Array<{ id: string; title: string | null; message: string; type: string; items: string[] }> };
}
fakeCore.store = createStore<FakeState>(() => ({ cart: { itemCount: 0 }, toasts: { list: [] } }));
const store = fakeCore.store as StoreApi<FakeState>;

let counter = 0;
const uniqueTag = (name: string) => `test-${name}-${++counter}`;

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const element = holder.firstElementChild as HTMLElement;
  return element;
}

const shadowText = (element: HTMLElement) => element.shadowRoot?.textContent ?? '';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('defineVenueElement', () => {
  it('an element moved in the page keeps its view; one removed is unmounted after the current step', async () => {
    const tag = uniqueTag('moved');
    const unmounted = vi.fn();
    function Counter() {
      const [n, setN] = React.useState(0);
      React.useEffect(() => unmounted, []);
      return <button type="button" onClick={() => setN(n + 1)}>{`clicked ${n}`}</button>;
    }
    defineVenueElement(tag, Counter, {});
    const element = await mount(`<${tag}></${tag}>`);
    await vi.waitFor(() => expect(shadowText(element)).toBe('clicked 0'));
    element.shadowRoot!.querySelector('button')!.click();
    await vi.waitFor(() => expect(shadowText(element)).toBe('clicked 1'));
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element); // disconnect + connect in one step
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unmounted).not.toHaveBeenCalled();
    expect(shadowText(element)).toBe('clicked 1');
    element.remove();
    expect(unmounted).not.toHaveBeenCalled(); // not inside the caller's step (a React host's commit)
    await vi.waitFor(() => expect(unmounted).toHaveBeenCalledTimes(1));
  });

  it('onConnect sees the element when it is put on the page, before its view renders, and again when it moves', async () => {
    const tag = uniqueTag('first-connect');
    const seen: Array<{ venue: string | null; rendered: boolean }> = [];
    defineVenueElement(
      tag,
      () => <p>view</p>,
      { venue: 'string' },
      {
        onConnect: (element) =>
          seen.push({ venue: element.getAttribute('venue'), rendered: shadowText(element) !== '' }),
      },
    );
    const element = await mount(`<${tag} venue="riverside"></${tag}>`);
    await vi.waitFor(() => expect(shadowText(element)).toBe('view'));
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(element);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual([
      { venue: 'riverside', rendered: false },
      { venue: 'riverside', rendered: true },
    ]);
  });

  it('renders the view in an open shadow root with kebab-case attributes parsed to props', async () => {
    const tag = uniqueTag('greeting');
    function Greeting({ venueName, places, course }: { venueName?: string; places?: number; course?: { id: number } }) {
      return <p>{`${venueName} ${places! + 1} ${course?.id}`}</p>;
    }
    defineVenueElement(tag, Greeting, { venueName: 'string', places: 'number', course: 'json' });
    const element = await mount(`<${tag} venue-name="Riverside" places="9" course='{"id":7}'></${tag}>`);
    expect(element.shadowRoot).not.toBeNull();
    expect(element.shadowRoot?.mode).toBe('open');
    await vi.waitFor(() => expect(shadowText(element)).toBe('Riverside 10 7'));
    element.setAttribute('venue-name', 'Hilltop');
    await vi.waitFor(() => expect(shadowText(element)).toBe('Hilltop 10 7'));
  });

  it('removing a string attribute takes its prop away (a router dropping a route segment)', async () => {
    const tag = uniqueTag('place');
    function Place({ activity }: { activity?: string }) {
      return <p>{activity ?? 'none'}</p>;
    }
    defineVenueElement(tag, Place, { activity: 'string' });
    const element = await mount(`<${tag} activity="yoga"></${tag}>`);
    await vi.waitFor(() => expect(shadowText(element)).toBe('yoga'));
    element.removeAttribute('activity');
    await vi.waitFor(() => expect(shadowText(element)).toBe('none'));
    element.setAttribute('activity', 'spin');
    await vi.waitFor(() => expect(shadowText(element)).toBe('spin'));
  });

  it('a bare boolean attribute means true; "false" is false; removing it returns to the default', async () => {
    const tag = uniqueTag('flag');
    function Flag({ shown }: { shown?: boolean }) {
      return <p>{String(shown)}</p>;
    }
    defineVenueElement(tag, Flag, { shown: 'boolean' });
    const bare = await mount(`<${tag} shown></${tag}>`);
    await vi.waitFor(() => expect(shadowText(bare)).toBe('true'));
    bare.setAttribute('shown', 'false');
    await vi.waitFor(() => expect(shadowText(bare)).toBe('false'));
    bare.setAttribute('shown', '');
    await vi.waitFor(() => expect(shadowText(bare)).toBe('true'));
    bare.removeAttribute('shown');
    await vi.waitFor(() => expect(shadowText(bare)).toBe('undefined'));

    const spelled = await mount(`<${tag} shown="shown"></${tag}>`);
    await vi.waitFor(() => expect(shadowText(spelled)).toBe('true'));
    const off = await mount(`<${tag} shown="0"></${tag}>`);
    await vi.waitFor(() => expect(shadowText(off)).toBe('false'));
    const absent = document.createElement(tag) as HTMLElement & { shown?: boolean };
    document.body.append(absent);
    await vi.waitFor(() => expect(shadowText(absent)).toBe('undefined'));
    absent.shown = true;
    await vi.waitFor(() => expect(shadowText(absent)).toBe('true'));
  });

  it('object and callback properties reach the view as they are (no attribute round-trip)', async () => {
    const tag = uniqueTag('rich');
    const onPick = vi.fn();
    const course = { id: 9, title: 'Swimming lessons stage 1' };
    function Rich({ course: c, onPick: pick }: { course?: typeof course; onPick?: (id: number) => void }) {
      return <button onClick={() => pick?.(c!.id)}>{c?.title ?? 'none'}</button>;
    }
    defineVenueElement(tag, Rich, { course: 'json', onPick: 'function' });
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & { course?: unknown; onPick?: unknown };
    element.course = course;
    element.onPick = onPick;
    await vi.waitFor(() => expect(shadowText(element)).toBe('Swimming lessons stage 1'));
    expect(element.course).toBe(course);
    expect(element.hasAttribute('course')).toBe(false);
    (element.shadowRoot!.querySelector('button') as HTMLButtonElement).click();
    expect(onPick).toHaveBeenCalledWith(9);
  });

  it('every instance adopts the same one stylesheet object, which carries the registered CSS', async () => {
    registerStyles('.probe-rule { color: rgb(1, 2, 3); }');
    const tag = uniqueTag('styled');
    defineVenueElement(tag, () => <span>styled</span>, {});
    const first = await mount(`<${tag}></${tag}>`);
    const second = await mount(`<${tag}></${tag}>`);
    const sheets = [first.shadowRoot!.adoptedStyleSheets, second.shadowRoot!.adoptedStyleSheets];
    expect(sheets[0]).toHaveLength(1);
    expect(sheets[1]).toHaveLength(1);
    expect(sheets[0]![0]).toBe(sheets[1]![0]);
    const text = Array.from(sheets[0]![0]!.cssRules, (rule) => rule.cssText).join('');
    expect(text).toContain('probe-rule');
  });

  it('MSG-029 a view that throws shows the generic error instead of a blank box', async () => {
    const tag = uniqueTag('broken');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    defineVenueElement(
      tag,
      () => {
        throw new Error('boom');
      },
      {},
    );
    const element = await mount(`<${tag}></${tag}>`);
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('[role="alert"] p')?.textContent).toBe(GENERIC_ERROR_TEXT),
    );
    expect(shadowText(element)).toBe(`${GENERIC_ERROR_TEXT}Retry`);
    quiet.mockRestore();
  });

  it('views dispatch venue:* events that bubble out of the shadow root to the page', async () => {
    const tag = uniqueTag('emitter');
    function Emitter({ onBookingConfirmed }: { onBookingConfirmed?: (detail: unknown) => void }) {
      const { emit } = useVenueEvents();
      return (
        <>
          <button id="emit" onClick={() => emit('basket-change', { itemCount: 2 })}>
            emit
          </button>
          <button id="prop" onClick={() => onBookingConfirmed?.({ orderId: 5 })}>
            prop
          </button>
        </>
      );
    }
    defineVenueElement(tag, Emitter, {}, { events: ['onBookingConfirmed'] });
    const element = await mount(`<${tag}></${tag}>`);
    const heard: Array<{ type: string; detail: unknown; composed: boolean }> = [];
    const listen = (e: Event) => heard.push({ type: e.type, detail: (e as CustomEvent).detail, composed: e.composed });
    document.addEventListener('venue:basket-change', listen);
    document.addEventListener('venue:booking-confirmed', listen);
    await vi.waitFor(() => expect(element.shadowRoot?.querySelector('#emit')).not.toBeNull());
    (element.shadowRoot!.querySelector('#emit') as HTMLButtonElement).click();
    (element.shadowRoot!.querySelector('#prop') as HTMLButtonElement).click();
    expect(heard).toEqual([
      { type: 'venue:basket-change', detail: { itemCount: 2 }, composed: true },
      { type: 'venue:booking-confirmed', detail: { orderId: 5 }, composed: true },
    ]);
  });

  it('defining a tag a second time (a second bundle) neither throws nor redefines', () => {
    const tag = uniqueTag('twice');
    const first = defineVenueElement(tag, () => <i>one</i>, {});
    const second = defineVenueElement(tag, () => <i>two</i>, {});
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(customElements.get(tag)).toBe(first);
  });

  it('useSession re-renders the element when its slice of the shared store changes', async () => {
    const tag = uniqueTag('badge');
    defineVenueElement(tag, () => <b>{useSession((state) => (state as unknown as FakeState).cart.itemCount)}</b>, {});
    const element = await mount(`<${tag}></${tag}>`);
    await vi.waitFor(() => expect(shadowText(element)).toBe('0'));
    store.setState({ cart: { itemCount: 3 } });
    await vi.waitFor(() => expect(shadowText(element)).toBe('3'));
  });

  it('AUTH-007 core session events without an origin reach the page as composed venue:* events on document', () => {
    defineVenueElement(uniqueTag('bridge'), () => null, {});
    const heard: string[] = [];
    for (const type of ['venue:logged-in', 'venue:logged-out', 'venue:basket-change', 'venue:booking-confirmed']) {
      document.addEventListener(type, (e) =>
        heard.push(`${e.type}:${(e as CustomEvent).detail?.n}:${e.bubbles && e.composed}`),
      );
    }
    fakeCore.events.dispatchEvent(new CustomEvent('logged-in', { detail: { n: 1 } }));
    fakeCore.events.dispatchEvent(new CustomEvent('booking-confirmed', { detail: { n: 2 } }));
    expect(heard).toEqual(['venue:logged-in:1:true', 'venue:booking-confirmed:2:true']);
  });

  it('toasts are announced in one live region in the light DOM, danger assertively', async () => {
    defineVenueElement(uniqueTag('toasts'), () => null, {});
    const declined = { id: 't1', title: 'Error', message: 'Payment was declined', type: 'danger', items: [] };
    store.setState({ toasts: { list: [declined] } });
    store.setState({
      toasts: { list: [declined, { id: 't2', title: null, message: 'Added to basket', type: 'success', items: [] }] },
    });
    // The announcer loads with the first toast, then reads it and the ones pushed meanwhile.
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-live="assertive"]')?.textContent).toBe('Error: Payment was declined'),
    );
    const regions = document.querySelectorAll(`#${LIVE_REGION_ID}`);
    expect(regions).toHaveLength(1);
    expect(regions[0]!.querySelector('[aria-live="polite"]')?.textContent).toBe('Added to basket');
    store.setState({
      toasts: { list: [{ id: 't3', title: null, message: 'Removed from basket', type: 'info', items: [] }] },
    });
    expect(regions[0]!.querySelector('[aria-live="polite"]')?.textContent).toBe('Added to basketRemoved from basket');
  });
});
