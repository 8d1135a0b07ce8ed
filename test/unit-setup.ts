// happy-dom's Node.prototype.nodeName returns '' and each subclass overrides it, but DOMPurify reads names
// through Node.prototype's getter so a clobbered property cannot lie to it (happy-dom issue 2182). Every
// element then looks nameless: DOMPurify unwraps the first and leaves the rest unchecked, so the views' unit
// tests would see neither what Safari shows nor a sanitised tree. A browser has one getter for every node;
// this dispatches to the subclass's as that one would answer.
if (typeof Node !== 'undefined') {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node): string {
      for (
        let proto = Object.getPrototypeOf(this);
        proto && proto !== Node.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName');
        if (own?.get) return own.get.call(this);
      }
      return base?.get?.call(this) ?? '';
    },
  });
}
