import { activeElementDeep, cleanup, press, render } from '../internal/testing';
import { SlideOver } from './SlideOver';

afterEach(cleanup);

function sheetText(): string {
  return [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
}

describe('SlideOver', () => {
  it('UI-035 the slide-over widths are 560, 640 and 720 px', () => {
    for (const width of [560, 640, 720] as const) {
      const { container, unmount } = render(<SlideOver open width={width} title="Basket" onClose={() => {}} />);
      const panel = container.querySelector<HTMLElement>('[role="dialog"]')!;
      expect(panel.dataset.width).toBe(String(width));
      const widthClass = [...panel.classList].find((c) =>
        new RegExp(`\\.${c}\\s*\\{[^}]*width:\\s*${width}px`).test(sheetText()),
      );
      expect(widthClass, `a class giving width ${width}px`).toBeDefined();
      unmount();
    }
  });

  it('Escape closes it, and focus starts inside and returns afterwards', () => {
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    const onClose = vi.fn();
    const view = render(
      <SlideOver open title="Menu" onClose={onClose}>
        <a href="/basket">Shopping basket</a>
      </SlideOver>,
    );
    const panel = view.container.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(panel.contains(activeElementDeep())).toBe(true);
    press(activeElementDeep()!, 'Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    view.rerender(<SlideOver open={false} title="Menu" onClose={onClose} />);
    expect(activeElementDeep()).toBe(opener);
  });

  it('Tab from the last item wraps to the first', () => {
    const view = render(
      <SlideOver open title="Menu" onClose={() => {}}>
        <a href="/a">A</a>
        <a href="/b">B</a>
      </SlideOver>,
    );
    const links = view.container.querySelectorAll<HTMLElement>('a');
    links[1]!.focus();
    press(links[1]!, 'Tab');
    expect(activeElementDeep()?.getAttribute('aria-label')).toBe('Close');
  });
});
