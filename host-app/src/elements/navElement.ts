/**
 * `<venue-nav>` is part of the first paint, so its registration is bundled eagerly (the other elements
 * load with their routes). The glob matches the nav's folder once it exists and nothing before.
 */
const eager = import.meta.glob(['../../../packages/elements/src/nav/define.ts', '../../../packages/elements/src/venue-nav/define.ts'], {
  eager: true,
});

export const NAV_TAG = 'venue-nav';
export const navElementBundled = Object.keys(eager).length > 0;
