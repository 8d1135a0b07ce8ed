import { ELEMENT_LOADERS, ELEMENT_METADATA, ELEMENT_TAGS } from './registry.ts';

describe('the element registry', () => {
  it.each(ELEMENT_TAGS)(
    'loading <%s> from the registry defines that tag, observing exactly the attributes its metadata lists',
    async (tag) => {
      await ELEMENT_LOADERS[tag]();
      const element = customElements.get(tag) as
        (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      expect(element).toBeDefined();
      // The define module's props are the truth; the manifest and typings must not drift from them.
      expect([...(element!.observedAttributes ?? [])].sort()).toEqual(
        ELEMENT_METADATA[tag].attributes.map((a) => a.name).sort(),
      );
    },
  );
});
