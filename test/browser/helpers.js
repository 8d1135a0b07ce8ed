// Shared helpers of the browser tests (plain ES modules, run in Chromium by @web/test-runner).

/** Adds a module script tag as an operator would, resolving once the bundle has run. */
export function loadBundle(src, data = {}) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    Object.assign(script.dataset, data);
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    document.head.append(script);
  });
}

/** Adds a classic script (axe-core is a UMD file). */
export function loadClassicScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve(script), { once: true });
    script.addEventListener('error', () => reject(new Error(`could not load ${src}`)), { once: true });
    document.head.append(script);
  });
}

export async function waitFor(check, { timeout = 4000, message = 'condition' } = {}) {
  const start = performance.now();
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (performance.now() - start > timeout)
      throw new Error(`timed out waiting for ${message}${last ? `: ${last.message}` : ''}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const nextFrame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));

/** The page's session store, found the way every bundle finds it. */
export const sessionStore = () => globalThis[Symbol.for('venue.session-store.v2')];

export function mount(html) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

const LOOK = [
  'color',
  'background-color',
  'display',
  'visibility',
  'font-family',
  'font-size',
  'font-weight',
  'width',
  'height',
  'border-top-color',
  'padding-top',
  'opacity',
];

/** Every rendered element inside a host's shadow root (nested shadow roots too), with its computed look. */
export function lookOf(host) {
  const rows = [];
  const visit = (root, path) => {
    for (const [index, element] of Array.from(root.querySelectorAll('*')).entries()) {
      if (element.tagName === 'STYLE') continue;
      const style = getComputedStyle(element);
      rows.push(
        `${path}/${element.tagName.toLowerCase()}[${index}] ${LOOK.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';')}`,
      );
      if (element.shadowRoot) visit(element.shadowRoot, `${path}/${element.tagName.toLowerCase()}[${index}]`);
    }
  };
  visit(host.shadowRoot, host.tagName.toLowerCase());
  return rows;
}

export const HOSTILE_CSS = '* { color: red !important; } button { display: none !important; }';

/** Runs axe over an element (axe follows open shadow roots) and keeps serious and critical violations. */
export async function seriousViolations(element) {
  const result = await globalThis.axe.run(element, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
