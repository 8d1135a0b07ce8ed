/**
 * Where each custom element's registration lives: the elements' registry (one explicit list). Each is
 * loaded only when a route needs it (route-level code splitting). A tag the registry does not list
 * renders the route's honest heading instead.
 */
import { ELEMENT_LOADERS } from '@venue/elements/registry';
import { withChunkTimeout } from '../routing/withChunkTimeout.ts';

type DefineModule = () => Promise<unknown>;

export function findDefineModule(
  tag: string,
  modules: Readonly<Record<string, DefineModule>> = ELEMENT_LOADERS,
): DefineModule | null {
  return Object.prototype.hasOwnProperty.call(modules, tag) ? (modules[tag] ?? null) : null;
}

const loads = new Map<string, Promise<boolean>>();

/**
 * Loads the tag's define module once, within the chunk timeout; answers whether the tag is now registered.
 * A chunk that fails or times out rejects with ChunkLoadError and is forgotten, so a retry loads it again.
 */
export function ensureElement(tag: string): Promise<boolean> {
  if (customElements.get(tag)) return Promise.resolve(true);
  let load = loads.get(tag);
  if (!load) {
    const module = findDefineModule(tag);
    load = module ? withChunkTimeout(module).then(() => customElements.get(tag) !== undefined) : Promise.resolve(false);
    load.catch(() => loads.delete(tag));
    loads.set(tag, load);
  }
  return load;
}
