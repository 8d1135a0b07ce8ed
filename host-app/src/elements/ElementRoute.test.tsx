import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ElementRoute } from './ElementRoute.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

class TitledWidget extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<h1>Shopping basket</h1>';
  }
}
class UntitledWidget extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<p>no title</p>';
  }
}
class LateTitledWidget extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<p>Loading…</p>';
  }
  showTitle() {
    this.shadowRoot!.innerHTML = '<h1>Book a camp</h1>';
  }
}
/** Attaches its shadow root empty and draws later, as an element rendering after the host's commit does. */
class LateDrawnWidget extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }
  draw() {
    this.shadowRoot!.innerHTML = '<p>Monday</p>';
  }
}
customElements.define('titled-widget', TitledWidget);
customElements.define('late-drawn-widget', LateDrawnWidget);
customElements.define('late-titled-widget', LateTitledWidget);
customElements.define('untitled-widget', UntitledWidget);

describe('<ElementRoute>', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  async function render(node: ReactNode) {
    await act(async () => {
      root.render(node);
    });
    // Let the element-state promise and the shadow observer settle.
    await act(async () => new Promise((r) => setTimeout(r, 0)));
  }

  it('without an element, shows the honest heading and the route purpose', async () => {
    await render(
      <ElementRoute tag="no-such-element" heading="Attendee selection" purpose={<p>Choose who is attending.</p>} />,
    );
    expect(container.querySelector('h1')?.textContent).toBe('Attendee selection');
    expect(container.querySelector('h1')?.className).toBe('');
    expect(container.textContent).toContain('Choose who is attending.');
    expect(container.querySelector('[data-element-state]')?.getAttribute('data-element-state')).toBe('missing');
  });

  it('renders the element with its attributes, keeping a visually hidden h1 when the element has none', async () => {
    await render(
      <ElementRoute
        tag="untitled-widget"
        attributes={{ venue: 'riverside', course: 'swimming-lessons-stage-1' }}
        heading="Book a course"
        purpose="x"
      />,
    );
    const element = container.querySelector('untitled-widget');
    expect(element?.getAttribute('venue')).toBe('riverside');
    expect(element?.getAttribute('course')).toBe('swimming-lessons-stage-1');
    expect(container.querySelector('h1')?.className).toBe('visually-hidden');
  });

  it('keeps its heading and "Loading…" on screen until the element draws, and stands aside before React re-renders', async () => {
    await render(<ElementRoute tag="late-drawn-widget" heading="Book an activity" purpose="x" />);
    const routeHeading = container.querySelector('h1')!;
    const status = container.querySelector('[role="status"]') as HTMLElement;
    // Defined and on the page, but nothing drawn yet: the page still says what it is and that it loads.
    expect(container.querySelector('late-drawn-widget')).not.toBeNull();
    expect(routeHeading.className).toBe('');
    expect(status?.textContent).toBe('Loading…');
    const element = container.querySelector('late-drawn-widget') as LateDrawnWidget;
    await act(async () => {
      element.draw();
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      expect(routeHeading.classList.contains('visually-hidden')).toBe(true);
      expect(status.hidden).toBe(true);
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    expect(container.querySelector('h1')?.className).toBe('visually-hidden');
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('drops its own h1 when the element shows one, so the page keeps exactly one', async () => {
    await render(<ElementRoute tag="titled-widget" heading="Shopping basket" purpose="x" />);
    expect(container.querySelector('titled-widget')).not.toBeNull();
    expect(container.querySelector('h1')).toBeNull();
  });

  it('hands over to a late h1 before React re-renders: never two h1s, and focus follows instead of dropping to body', async () => {
    await render(<ElementRoute tag="late-titled-widget" heading="Book a camp" purpose="x" />);
    const routeHeading = container.querySelector('h1')!;
    routeHeading.focus();
    expect(document.activeElement).toBe(routeHeading);
    const element = container.querySelector('late-titled-widget') as LateTitledWidget;
    await act(async () => {
      element.showTitle();
      // The observer's callback runs at the next microtask checkpoint, before React commits anything.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const own = element.shadowRoot!.querySelector('h1')!;
      expect(routeHeading.isConnected && routeHeading.hidden).toBe(true);
      expect(document.activeElement).toBe(element);
      expect(element.shadowRoot!.activeElement).toBe(own);
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const own = element.shadowRoot!.querySelector('h1')!;
    expect(container.querySelector('h1')).toBeNull();
    expect(element.shadowRoot!.activeElement).toBe(own);
  });
});
