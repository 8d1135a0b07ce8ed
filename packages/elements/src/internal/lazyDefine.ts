/**
 * Registration on first use, for the script-tag bundles: a tag's define module (and with it its view)
 * is fetched only when an element with that tag first appears in the page, so a page holding one
 * `<course-booking>` downloads the shared runtime and that one element, never the other flows.
 *
 * One definer per page (a globalThis symbol, like the session store): a second bundle adds only the
 * tags the first does not know. It watches the document and every venue element's shadow root
 * (createElement.ts reports each), so a tag rendered inside another element's view is found too.
 * Once every known tag is loading, it stops watching.
 */

type Loader = () => Promise<unknown>;

interface LazyDefiner {
  add(loaders: Readonly<Record<string, Loader>>): void;
  observe(root: Document | ShadowRoot): void;
}

const KEY = Symbol.for('venue.lazy-define.v1');
const holder = globalThis as unknown as Record<symbol, LazyDefiner | undefined>;

function createDefiner(): LazyDefiner {
  const pending = new Map<string, Loader>();
  // Weak: a removed element's shadow root must not be kept alive by the definer.
  const roots = new WeakSet<Document | ShadowRoot>();
  let observer: MutationObserver | null = null;

  const load = (tag: string): void => {
    const loader = pending.get(tag);
    if (!loader) return;
    pending.delete(tag);
    if (pending.size === 0) stop();
    loader().catch((error: unknown) => {
      // A failed chunk (offline, deploy in between) is tried again when the tag next appears.
      console.error(`[venue-elements] could not load <${tag}>`, error);
      pending.set(tag, loader);
      watch(document);
    });
  };

  const scan = (root: ParentNode): void => {
    if (pending.size === 0) return;
    for (const element of root.querySelectorAll([...pending.keys()].join(','))) load(element.localName);
  };

  const found = (records: MutationRecord[]): void => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (pending.has((node as Element).localName)) load((node as Element).localName);
        if ((node as Element).firstElementChild) scan(node as Element);
      }
    }
  };

  const watch = (root: Document | ShadowRoot): void => {
    if (pending.size === 0) return;
    observer ??= new MutationObserver(found);
    observer.observe(root, { childList: true, subtree: true });
    scan(root);
  };

  function stop(): void {
    observer?.disconnect();
    observer = null;
  }

  return {
    add(loaders) {
      for (const [tag, loader] of Object.entries(loaders)) {
        if (!customElements.get(tag) && !pending.has(tag)) pending.set(tag, loader);
      }
      if (typeof document !== 'undefined') this.observe(document);
    },
    observe(root) {
      if (pending.size === 0 || (roots.has(root) && observer)) return;
      roots.add(root);
      watch(root);
    },
  };
}

/**
 * Defines each tag of `loaders` when an element with it first appears (now or later, in the document or
 * in a venue element's shadow root). Tags already defined on the page are left alone.
 */
export function defineOnFirstUse(loaders: Readonly<Record<string, Loader>>): void {
  if (typeof customElements === 'undefined') return;
  holder[KEY] ??= createDefiner();
  holder[KEY].add(loaders);
}

/** A venue element's shadow root, watched for tags still to load (nothing to do without a definer). */
export function watchShadowRoot(root: ShadowRoot): void {
  holder[KEY]?.observe(root);
}
