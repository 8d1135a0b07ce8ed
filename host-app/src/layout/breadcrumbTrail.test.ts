import { breadcrumbTrail } from './breadcrumbTrail.ts';

const titles = (path: string) => breadcrumbTrail(path).map((c) => c.title);

describe('breadcrumbTrail', () => {
  it('UI-002 the register screen is Sign up', () => expect(titles('/register')).toEqual(['Sign up']));
  it('UI-003 the basket screen is Shopping basket', () => expect(titles('/basket')).toEqual(['Shopping basket']));
  it('UI-004 the checkout screen ends in Checkout, after a link back to the basket', () => {
    expect(titles('/basket/checkout')).toEqual(['Shopping basket', 'Checkout']);
    expect(breadcrumbTrail('/basket/checkout')[0]?.href).toBe('/basket');
  });
  it('UI-005 the pricing screen is Membership pricing', () =>
    expect(titles('/pricing')).toEqual(['Membership pricing']));
  it('UI-006 every activity screen is Book an activity', () => {
    for (const path of ['/location/riverside', '/location/riverside/yoga', '/location/riverside/yoga/2026-11-22']) {
      expect(titles(path)).toEqual(['Book an activity']);
    }
  });
  it('UI-007 the camp screens are Book a camp', () => {
    expect(titles('/camps/location/riverside')).toEqual(['Book a camp']);
    expect(titles('/camps/location/riverside/summer-multi-sport-camp')).toEqual(['Book a camp']);
  });
  it('UI-008 the course screens, including the book route, are Book a course', () => {
    expect(titles('/courses/location/riverside')).toEqual(['Book a course']);
    expect(titles('/courses/location/riverside/swimming/swimming-lessons-stage-1/book')).toEqual(['Book a course']);
  });
  it('UI-001 home and unlisted pages have no trail', () => {
    expect(titles('/')).toEqual([]);
    expect(titles('/kiosk')).toEqual([]);
  });
});
