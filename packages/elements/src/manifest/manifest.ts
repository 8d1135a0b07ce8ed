/**
 * What integrators see, generated from the registry (never hand-written): `custom-elements.json`
 * (custom-elements-manifest schema 2.1.0), `venue-elements.d.ts` (HTMLElementTagNameMap, typed
 * `venue:*` events, React JSX.IntrinsicElements) and README's element table.
 * Pure functions: build/custom-elements.mjs writes the files.
 */
import { TOKEN_NAMES } from '../../../theme/src/tokens.ts';
import { ELEMENT_METADATA, ELEMENT_TAGS, EVENTS, type ElementTag } from '../registry.ts';

/** Every public `--venue-*` token. Every view's root resolves all of them (theme's themeRoot), so each element reads
 * each. */
export function publicTokens(): string[] {
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') names.push(`--${node}`);
    else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(TOKEN_NAMES);
  return names;
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (tag: string) => camel(tag).replace(/^./, (c) => c.toUpperCase());
const MODULE_PATH = 'venue-elements.js';

export function buildManifest(version: string) {
  const tokens = publicTokens();
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE_PATH,
        declarations: ELEMENT_TAGS.map((tag) => {
          const meta = ELEMENT_METADATA[tag];
          return {
            kind: 'class',
            name: `${pascal(tag)}Element`,
            tagName: tag,
            customElement: true,
            description: meta.description,
            attributes: meta.attributes.map((a) => ({
              name: a.name,
              fieldName: camel(a.name),
              type: { text: a.type },
              description: a.description,
              ...('default' in a ? { default: a.default } : {}),
            })),
            members: meta.attributes.map((a) => ({
              kind: 'field',
              name: camel(a.name),
              type: { text: a.type === 'boolean' ? 'boolean' : `${a.type} | undefined` },
              description: a.description,
              attribute: a.name,
            })),
            events: meta.events.map((name) => ({
              name,
              type: { text: `CustomEvent<${EVENTS[name].detailType}>` },
              description: EVENTS[name].description,
            })),
            cssProperties: tokens.map((name) => ({
              name,
              description: 'Public theme token, inherited from the page (set by applyTheme or the operator).',
            })),
            slots: [...meta.slots],
            superclass: { name: 'HTMLElement' },
          };
        }),
        exports: ELEMENT_TAGS.map((tag) => ({
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: `${pascal(tag)}Element`, module: MODULE_PATH },
        })),
      },
    ],
    package: { name: 'venue-elements', version },
  };
}

/** A quoted TS property key. */
const key = (name: string) => `'${name}'`;

function attributesInterface(tag: ElementTag): string {
  const meta = ELEMENT_METADATA[tag];
  const lines = meta.attributes.map((a) => {
    // Boolean attributes work bare, as "true"/"false", or as a property.
    const type = a.type === 'boolean' ? "boolean | '' | 'true' | 'false'" : a.type;
    return `  /** ${a.description.replace(/\*\//g, '*\\/')} */\n  ${key(a.name)}?: ${type};`;
  });
  return `export interface ${pascal(tag)}Attributes {\n${lines.join('\n')}\n}`;
}

function eventHandlers(tag: ElementTag): string[] {
  // React 19 wires `on<event name>` props of custom elements to addEventListener(<event name>).
  return ELEMENT_METADATA[tag].events.map(
    (name) => `  ${key(`on${name}`)}?: (event: CustomEvent<${EVENTS[name].detailType}>) => void;`,
  );
}

export function buildTypings(version: string): string {
  const details = Object.values(EVENTS).map(
    (e) => `/** \`${e.name}\` detail. */\nexport type ${e.detailType} = ${e.detail};`,
  );
  const eventMap = Object.values(EVENTS).map((e) => `  ${key(e.name)}: ${e.detailType};`);
  const elements = ELEMENT_TAGS.map((tag) => {
    const name = pascal(tag);
    return [
      attributesInterface(tag),
      `/** \`<${tag}>\`: ${ELEMENT_METADATA[tag].description} */`,
      `export interface ${name}Element extends HTMLElement {`,
      ...ELEMENT_METADATA[tag].attributes.map(
        (a) => `  ${camel(a.name)}${a.type === 'boolean' ? '' : '?'}: ${a.type};`,
      ),
      `  addEventListener<K extends keyof VenueDomEventMap>(type: K, listener: (this: ${name}Element, event: VenueDomEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      `  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;`,
      `}`,
    ].join('\n');
  });
  const tagMap = ELEMENT_TAGS.map((tag) => `    ${key(tag)}: ${pascal(tag)}Element;`);
  const jsx = ELEMENT_TAGS.map((tag) =>
    [
      `      ${key(tag)}: DetailedHTMLProps<HTMLAttributes<${pascal(tag)}Element>, ${pascal(tag)}Element> &`,
      `        ${pascal(tag)}Attributes & {`,
      ...eventHandlers(tag).map((line) => `      ${line}`),
      `        };`,
    ].join('\n'),
  );
  return `// venue-elements v${version}: generated from packages/elements/src/registry.ts by the build. Do not edit.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

${details.join('\n')}

/**
 * Every \`venue:*\` event name and its detail type (the same map as @venue/elements' VenueEventMap). Each is one
 * bubbling, composed CustomEvent per fact: from the element whose action caused it, otherwise on document.
 */
export interface VenueEventMap {
${eventMap.join('\n')}
}

/** The DOM event of each name, as listeners receive it. */
export type VenueDomEventMap = { [K in keyof VenueEventMap]: CustomEvent<VenueEventMap[K]> };

${elements.join('\n\n')}

declare global {
  interface HTMLElementTagNameMap {
${tagMap.join('\n')}
  }
  interface DocumentEventMap extends VenueDomEventMap {}
  interface HTMLElementEventMap extends VenueDomEventMap {}
  interface WindowEventMap extends VenueDomEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsx.join('\n')}
    }
  }
}
`;
}

export const README_START = '<!-- elements:start (generated from custom-elements.json: npm run readme:elements) -->';
export const README_END = '<!-- elements:end -->';

type Manifest = ReturnType<typeof buildManifest>;

/** README's element table, from the manifest. */
export function readmeBlock(manifest: Manifest): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = manifest.modules[0]!.declarations.map((d) => {
    const attributes = d.attributes.map((a) => `\`${a.name}\` (${cell(a.type.text)})`).join(', ') || '-';
    const events = d.events.map((e) => `\`${e.name}\` (${cell(e.type.text)})`).join(', ') || '-';
    return `| \`<${d.tagName}>\` | ${cell(d.description)} | ${attributes} | ${events} |`;
  });
  return [README_START, '| element | what | attributes | events |', '|---|---|---|---|', ...rows, README_END].join(
    '\n',
  );
}

/** README with its marked block replaced (or null when the markers are missing). */
export function withReadmeBlock(readme: string, block: string): string | null {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) return null;
  return readme.slice(0, start) + block + readme.slice(end + README_END.length);
}
