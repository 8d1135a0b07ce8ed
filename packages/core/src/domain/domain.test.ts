import { BOOKING_TYPES as CONTRACT_BOOKING_TYPES } from '../contract/scheduling-shared.ts';
import { BOOKING_TYPES, CART_SOURCES, confirmationPath, isUuid } from './index.ts';

describe('domain constants', () => {
  it('CONST-001 the booking types are ticketed, resources, classes, courses and camps (same as the contract)', () => {
    expect(BOOKING_TYPES).toEqual(['ticketed', 'resources', 'classes', 'courses', 'camps']);
    expect([...BOOKING_TYPES]).toEqual([...CONTRACT_BOOKING_TYPES]);
  });

  it('CART-007 the cart sources', () => {
    expect(CART_SOURCES).toEqual([
      'class-booking',
      'activity-booking',
      'online-joining',
      'online-guest-passes',
      'front-of-house',
      'point-of-sale',
      'off-system',
    ]);
  });

  it('CONST-008 recognises uuids', () => {
    expect(isUuid('6f1c1d0e-0000-4000-8000-000000000041')).toBe(true);
    expect(isUuid('6F1C1D0E-0000-4000-8000-000000000041')).toBe(true);
    expect(isUuid('6f1c1d0e-0000-4000-8000-00000000004')).toBe(false);
    expect(isUuid('swimming-lessons-stage-1')).toBe(false);
    expect(isUuid(41)).toBe(false);
  });
});

describe('confirmation routes', () => {
  it('KIOSK-005 online joining confirms at /order-confirmed/{id}, adding ?kiosk=true in kiosk mode; bookings at /booking-confirmed/{id}', () => {
    expect(confirmationPath({ completeOrderId: 501 })).toBe('/booking-confirmed/501');
    expect(confirmationPath({ completeOrderId: 501, kiosk: true })).toBe('/booking-confirmed/501');
    expect(confirmationPath({ completeOrderId: 502, onlineJoining: true })).toBe('/order-confirmed/502');
    expect(confirmationPath({ completeOrderId: 502, onlineJoining: true, kiosk: true })).toBe(
      '/order-confirmed/502?kiosk=true',
    );
  });
});
