/**
 * Where each custom element's registration lives. Elements are being added flow by flow, so the host app
 * discovers the `define.ts` modules that exist at build time and loads each one only when a route needs it
 * (route-level code splitting). A tag without a module renders the route's honest heading instead.
 */
import { withChunkTimeout } from '../routing/withChunkTimeout.ts';

type DefineModule = () => Promise<unknown>;

// The nav is bundled eagerly (navElement.ts), so it is left out here.
const defineModules: Record<string, DefineModule> = import.meta.glob<unknown>([
  '../../../packages/elements/src/*/define.ts',
  '!../../../packages/elements/src/nav/define.ts',
  '!../../../packages/elements/src/venue-nav/define.ts',
]);

/**
 * The folder names a tag's define module may live in: `course-booking` -> course-booking, courseBooking,
 * course; `booking-confirmation` -> ... confirmation (the noun of the tag).
 */
export function folderCandidates(tag: string): string[] {
  const bare = tag.replace(/^venue-/, '');
  const camel = (s: string) => s.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  const words = bare.split('-');
  return [...new Set([tag, bare, camel(tag), camel(bare), words[0] ?? bare, words.at(-1) ?? bare])];
}

export function findDefineModule(tag: string, modules: Record<string, DefineModule> = defineModules): DefineModule | null {
  for (const folder of folderCandidates(tag)) {
    const key = Object.keys(modules).find((path) => path.endsWith(`/${folder}/define.ts`));
    if (key) return modules[key] ?? null;
  }
  return null;
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
