import { defineVenueElement } from './createElement.ts';
import { defineOnFirstUse } from './lazyDefine.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('defineOnFirstUse', () => {
  it('loads a tag only when an element with it appears, once, and finds it inside a venue shadow root', async () => {
    const loads: string[] = [];
    const loader = (tag: string, text: string) => async () => {
      loads.push(tag);
      defineVenueElement(tag, () => <p>{text}</p>, {});
    };
    defineOnFirstUse({
      'test-first-use': loader('test-first-use', 'first'),
      'test-nested-use': loader('test-nested-use', 'nested'),
    });
    await tick();
    expect(loads).toEqual([]);
    expect(customElements.get('test-first-use')).toBeUndefined();

    document.body.innerHTML = '<div><test-first-use></test-first-use><test-first-use></test-first-use></div>';
    await vi.waitFor(() => expect(customElements.get('test-first-use')).toBeDefined());
    expect(loads).toEqual(['test-first-use']);

    // A view rendering another tag: the element's shadow root is watched, not only the document.
    const host = document.querySelector('test-first-use')!;
    host.shadowRoot!.append(document.createElement('test-nested-use'));
    await vi.waitFor(() => expect(customElements.get('test-nested-use')).toBeDefined());
    expect(loads).toEqual(['test-first-use', 'test-nested-use']);
  });

  it('a second bundle adds only the tags the page does not know yet', async () => {
    const second = vi.fn(async () => {});
    defineOnFirstUse({ 'test-first-use': second });
    document.body.innerHTML = '<test-first-use></test-first-use>';
    await tick();
    expect(second).not.toHaveBeenCalled();
  });
});
