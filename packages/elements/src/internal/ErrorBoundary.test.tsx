import { themeRoot } from '@venue/theme';
import { buttonClassName } from '@venue/ui';
import { defineVenueElement } from './createElement.ts';
import { GENERIC_ERROR_TEXT } from './ErrorBoundary.tsx';

let count = 0;
const uniqueTag = () => `test-error-look-${++count}`;

async function mount(tag: string): Promise<HTMLElement> {
  document.body.innerHTML = `<${tag}></${tag}>`;
  const element = document.querySelector<HTMLElement>(tag)!;
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('[role="alert"] button')).not.toBeNull());
  return element;
}

const retryOf = (element: HTMLElement) =>
  element.shadowRoot!.querySelector<HTMLButtonElement>('[role="alert"] button')!;

describe('ElementErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it("dresses Retry as the product's primary button inside the theme, once a view has failed", async () => {
    const tag = uniqueTag();
    defineVenueElement(
      tag,
      () => {
        throw new Error('boom');
      },
      {},
    );
    const element = await mount(tag);
    await vi.waitFor(() => expect(retryOf(element).className).toBe(buttonClassName('primary')));
    const box = element.shadowRoot!.querySelector('[data-venue-error]')!;
    expect(box.classList.contains(themeRoot)).toBe(true);
    expect(box.querySelector('p')?.textContent).toBe(GENERIC_ERROR_TEXT);
  });

  it('puts focus on the new Retry when Retry fails again, so a keyboard user can try once more', async () => {
    const tag = uniqueTag();
    let attempts = 0;
    defineVenueElement(
      tag,
      () => {
        attempts += 1;
        throw new Error('still broken');
      },
      {},
    );
    const element = await mount(tag);
    const first = retryOf(element);
    first.focus();
    const before = attempts;
    first.click();
    await vi.waitFor(() => expect(attempts).toBeGreaterThan(before));
    await vi.waitFor(() => expect(element.shadowRoot!.activeElement).toBe(retryOf(element)));
  });
});
