import { findDefineModule, folderCandidates } from './elementModules.ts';

describe('findDefineModule', () => {
  const load = () => Promise.resolve();
  const modules = {
    '../../../packages/elements/src/course-booking/define.ts': load,
    '../../../packages/elements/src/nav/define.ts': load,
  };
  const confirmation = () => Promise.resolve();

  it('finds <booking-confirmation> in its confirmation folder', () => {
    expect(findDefineModule('booking-confirmation', { ...modules, '../../../packages/elements/src/confirmation/define.ts': confirmation })).toBe(confirmation);
  });

  it('finds a flow folder named after the tag', () => {
    expect(findDefineModule('course-booking', modules)).toBe(load);
  });

  it('finds a folder named after the tag without its venue- prefix', () => {
    expect(folderCandidates('venue-nav')).toContain('nav');
    expect(findDefineModule('venue-nav', modules)).toBe(load);
  });

  it('answers null for an element that has no module yet', () => {
    expect(findDefineModule('membership-pricing', modules)).toBeNull();
  });
});
