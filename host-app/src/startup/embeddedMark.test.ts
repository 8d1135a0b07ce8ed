import { EMBEDDED_ATTRIBUTE, EMBEDDED_KEY, EMBEDDED_MARK_SCRIPT } from './embeddedMark.ts';
import { readStartupParams } from './startupParams.ts';

/** Runs the head script as the page would, at `search` with `remembered` in sessionStorage. */
function marked(search: string, remembered: string | null): boolean {
  document.documentElement.removeAttribute(EMBEDDED_ATTRIBUTE);
  history.replaceState(null, '', `/basket${search}`);
  if (remembered === null) sessionStorage.removeItem(EMBEDDED_KEY);
  else sessionStorage.setItem(EMBEDDED_KEY, remembered);
  new Function(EMBEDDED_MARK_SCRIPT)();
  return document.documentElement.hasAttribute(EMBEDDED_ATTRIBUTE);
}

describe("the page shell's embedded mark", () => {
  afterEach(() => {
    document.documentElement.removeAttribute(EMBEDDED_ATTRIBUTE);
    sessionStorage.clear();
  });

  it('reads ?embedded as the app does, whatever the visit remembered', () => {
    for (const search of [
      '?embedded',
      '?embedded=1',
      '?embedded=TRUE',
      '?embedded=yes',
      '?embedded=false',
      '?embedded=0',
    ])
      for (const remembered of [null, 'true', 'false']) {
        const expected = readStartupParams(search).embedded;
        expect(marked(search, remembered), `${search} remembered ${remembered}`).toBe(expected);
      }
  });

  it('without the parameter, follows what this visit remembered', () => {
    expect(marked('', 'true')).toBe(true);
    expect(marked('?kiosk=true', 'true')).toBe(true);
    expect(marked('', 'false')).toBe(false);
    expect(marked('', null)).toBe(false);
  });

  it('leaves the page alone when storage cannot be read', () => {
    sessionStorage.setItem(EMBEDDED_KEY, 'true');
    history.replaceState(null, '', '/basket');
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(() => new Function(EMBEDDED_MARK_SCRIPT)()).not.toThrow();
      expect(document.documentElement.hasAttribute(EMBEDDED_ATTRIBUTE)).toBe(false);
    } finally {
      blocked.mockRestore();
    }
  });
});
