import { interceptLinks, routeElementNavigation } from './interceptLinks.ts';

describe('interceptLinks', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  function click(target: Element, init: MouseEventInit = {}) {
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it('turns a click on a link inside a shadow root into a client-side navigation', () => {
    const seen: string[] = [];
    stop = interceptLinks((to) => seen.push(to));
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="/redirect-to-selected-venue?x=1"><span>Book an activity</span></a>';
    const event = click(root.querySelector('span')!);
    expect(seen).toEqual(['/redirect-to-selected-venue?x=1']);
    expect(event.defaultPrevented).toBe(true);
  });

  it('leaves links to another host (the account area), modified clicks, server paths and the skip link alone', () => {
    const seen: string[] = [];
    stop = interceptLinks((to) => seen.push(to));
    document.body.innerHTML =
      '<a id="a" href="http://account.localhost:4300/">My account</a><a id="b" href="/basket">b</a><a id="c" href="/api/venues">c</a><a id="d" href="#main">Skip</a>';
    expect(click(document.getElementById('a')!).defaultPrevented).toBe(false);
    expect(click(document.getElementById('d')!).defaultPrevented).toBe(false);
    expect(click(document.getElementById('b')!, { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click(document.getElementById('c')!).defaultPrevented).toBe(false);
    expect(seen).toEqual([]);
  });
});

describe('routeElementNavigation', () => {
  it("routes an element's venue:navigate (from inside a shadow root) and cancels it; leaves other origins alone", () => {
    const seen: Array<[string, unknown]> = [];
    const stop = routeElementNavigation((to, options) => seen.push([to, options]));
    try {
      const host = document.createElement('activity-booking');
      document.body.append(host);
      const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
      const ask = (path: string, replace = false) => {
        const event = new CustomEvent('venue:navigate', {
          detail: { path, replace },
          bubbles: true,
          composed: true,
          cancelable: true,
        });
        inner.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(ask('/location/riverside/yoga/2026-12-02')).toBe(true);
      expect(ask('/location/riverside', true)).toBe(true);
      expect(ask('https://elsewhere.example/location/riverside')).toBe(false);
      expect(ask('/api/venues')).toBe(false);
      expect(seen).toEqual([
        ['/location/riverside/yoga/2026-12-02', { replace: false }],
        ['/location/riverside', { replace: true }],
      ]);
    } finally {
      stop();
      document.body.innerHTML = '';
    }
  });
});
