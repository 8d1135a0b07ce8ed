import r2wc from './concurrentR2wc.ts';
import { createElement, useMemo, type ComponentType } from 'react';
import { parseBooleanAttribute } from './booleanAttribute.ts';
import { ElementErrorBoundary } from './ErrorBoundary.tsx';
import { createVenueEvent, EVENT_PREFIX, HostElementContext } from './hostContext.ts';
import { watchShadowRoot } from './lazyDefine.ts';
import { installPageBridges } from './pageBridges.ts';
import { adoptSharedStyles } from './styles.ts';

/** How an attribute's text becomes a prop (r2wc's transforms). */
export type AttributeType = 'string' | 'number' | 'boolean' | 'json' | 'function';

export interface VenueElementOptions {
  /**
   * Callback props that become `venue:*` DOM events on the host element (bubbling, composed).
   * Either the prop name (`'onBookingConfirmed'` -> event `venue:booking-confirmed`) or the event
   * name (`'booking-confirmed'` -> the view receives `onBookingConfirmed`).
   */
  events?: string[];
  /**
   * Called each time the element is put on a page, before its view renders (and, for a lazy view, while
   * its code loads): where an element starts the reads its attributes already name (earlyReads.ts). Every
   * element loads this factory, so "only the first time" is the caller's to keep.
   */
  onConnect?: (element: HTMLElement) => void;
}

interface EventBinding {
  prop: string;
  event: string;
}

const kebab = (name: string): string => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const camel = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

export function eventBinding(name: string): EventBinding {
  if (/^on[A-Z]/.test(name)) return { prop: name, event: `${EVENT_PREFIX}${kebab(name.slice(2))}` };
  const bare = name.startsWith(EVENT_PREFIX) ? name.slice(EVENT_PREFIX.length) : name;
  const pascal = camel(bare).replace(/^./, (c) => c.toUpperCase());
  return { prop: `on${pascal}`, event: `${EVENT_PREFIX}${bare}` };
}

/** The host element behind r2wc's `container` prop (the shadow root it attached). */
function hostOf(container: unknown): HTMLElement | null {
  if (typeof ShadowRoot !== 'undefined' && container instanceof ShadowRoot) return container.host as HTMLElement;
  if (typeof HTMLElement !== 'undefined' && container instanceof HTMLElement) return container;
  return null;
}

// r2wc keeps an element's props and render under these page-wide symbols (see @r2wc/core).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
}

/** r2wc's element class as this factory extends it (its published type is only CustomElementConstructor). */
type R2wcElementClass = new () => HTMLElement &
  R2wcInternals & {
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
    connectedCallback(): void;
    disconnectedCallback(): void;
  };

/** Attribute name -> prop name of the `boolean` props. */
function booleanAttributes(props: Record<string, AttributeType | undefined>): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [prop, type] of Object.entries(props)) if (type === 'boolean') attributes.set(kebab(prop), prop);
  return attributes;
}

/**
 * r2wc's property setters round-trip every value through an attribute: an object is JSON-stringified
 * and parsed back on each set, and a function becomes its `name` looked up on `window` (so a closure
 * is lost). Hosts that set properties (React 19 does for custom elements) pass objects and callbacks,
 * so for `json` and `function` props the property goes straight to the view; attributes still parse.
 */
function passRichPropertiesDirectly(
  element: CustomElementConstructor,
  props: Record<string, AttributeType | undefined>,
): void {
  for (const [prop, type] of Object.entries(props)) {
    if (type !== 'json' && type !== 'function') continue;
    Object.defineProperty(element.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[R2WC_PROPS][prop];
      },
      set(this: R2wcInternals, value: unknown) {
        this[R2WC_PROPS][prop] = value;
        this[R2WC_RENDER]();
      },
    });
  }
}

/**
 * THE factory: turns a React view into a custom element. Every element of every bundle goes through
 * here, so shadow mode, attribute parsing, the shared stylesheet, the error boundary, `venue:*`
 * events and idempotent registration are decided once.
 *
 * - `props` lists the view's props read from kebab-case attributes (`venueSlug` <- `venue-slug`)
 *   and how each is parsed; the same names also work as element properties.
 * - Returns the registered constructor (this bundle's or an earlier bundle's), or `undefined`
 *   where there is no custom element registry (server-side, old test DOMs).
 */
export function defineVenueElement<P extends object>(
  tag: string,
  View: ComponentType<P>,
  props: { [K in keyof P]?: AttributeType },
  options: VenueElementOptions = {},
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  // A second bundle of the same version on the page: the first definition wins, no throw.
  const existing = customElements.get(tag);
  if (existing) return existing;

  installPageBridges();

  const events = (options.events ?? []).map(eventBinding);

  function ElementShell(shellProps: Record<string, unknown>) {
    const { container, ...viewProps } = shellProps;
    const host = hostOf(container);
    const eventProps = useMemo(() => {
      const handlers: Record<string, (detail?: unknown) => void> = {};
      for (const { prop, event } of events) {
        handlers[prop] = (detail?: unknown) => host?.dispatchEvent(createVenueEvent(event, detail));
      }
      return handlers;
    }, [host]);
    const AnyView = View as ComponentType<Record<string, unknown>>;
    // Plain createElement calls keep this file `.ts`, the name every element imports.
    return createElement(
      HostElementContext.Provider,
      { value: host },
      createElement(ElementErrorBoundary, { tag }, createElement(AnyView, { ...viewProps, ...eventProps })),
    );
  }
  ElementShell.displayName = `VenueElement(${tag})`;

  const Base = r2wc(ElementShell, {
    shadow: 'open',
    props: props as Record<string, AttributeType>,
  }) as unknown as R2wcElementClass;
  const booleans = booleanAttributes(props as Record<string, AttributeType | undefined>);
  const propOfAttribute = new Map(Object.keys(props).map((prop) => [kebab(prop), prop]));

  const { onConnect } = options;

  class VenueElement extends Base {
    constructor() {
      super();
      // An element is on the page, so its view renders next: a lazy view's code starts loading now.
      (View as { preload?: () => Promise<unknown> }).preload?.().catch(() => {});
      // r2wc attached the shadow root in its constructor; adopt before the first render so
      // the element never paints unstyled.
      if (this.shadowRoot) {
        adoptSharedStyles(this.shadowRoot);
        // A tag this view renders is registered when it appears (script-tag bundles: lazyDefine.ts).
        watchShadowRoot(this.shadowRoot);
      }
      // r2wc skips an empty attribute, so a bare boolean attribute would be lost (see parseBooleanAttribute).
      for (const [attribute, prop] of booleans) {
        if (this.hasAttribute(attribute))
          this[R2WC_PROPS][prop] = parseBooleanAttribute(attribute, this.getAttribute(attribute));
      }
    }

    override connectedCallback(): void {
      onConnect?.(this);
      super.connectedCallback();
    }

    // r2wc unmounts the view's root synchronously on disconnect. When a React host removes the element
    // during its own commit, that unmounts one root while React is rendering another (React warns), and
    // an element merely moved in the DOM would be torn down and rebuilt. Unmount after the current task
    // step instead, and only if the element is still detached.
    override disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      super.attributeChangedCallback(name, oldValue, value);
      const prop = booleans.get(name);
      if (prop === undefined) {
        // r2wc ignores a removed attribute; the view must see it gone (a host router dropping `activity`).
        const removed = value === null && oldValue !== null ? propOfAttribute.get(name) : undefined;
        if (removed !== undefined && props[removed as keyof P] !== 'json' && props[removed as keyof P] !== 'function') {
          this[R2WC_PROPS][removed] = undefined;
          this[R2WC_RENDER]();
        }
        return;
      }
      // Also covers what r2wc ignores: a bare attribute added, and the attribute removed (back to the default).
      this[R2WC_PROPS][prop] = parseBooleanAttribute(name, value);
      this[R2WC_RENDER]();
    }
  }

  passRichPropertiesDirectly(VenueElement, props as Record<string, AttributeType | undefined>);
  customElements.define(tag, VenueElement as unknown as CustomElementConstructor);
  return VenueElement;
}
