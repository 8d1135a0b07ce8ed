import { ELEMENT_LOADERS } from '@venue/elements/registry';
import { findDefineModule } from './elementModules.ts';

describe('findDefineModule', () => {
  it('answers the registry loader of each listed tag', () => {
    expect(findDefineModule('booking-confirmation')).toBe(ELEMENT_LOADERS['booking-confirmation']);
    expect(findDefineModule('course-booking')).toBe(ELEMENT_LOADERS['course-booking']);
    expect(findDefineModule('venue-nav')).toBe(ELEMENT_LOADERS['venue-nav']);
  });

  it('answers null for an element the registry does not list', () => {
    expect(findDefineModule('gift-voucher')).toBeNull();
    expect(findDefineModule('toString')).toBeNull();
  });
});
