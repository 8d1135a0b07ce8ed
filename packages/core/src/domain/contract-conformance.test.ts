// The client's mappers must accept what the contract says the server sends. These checks run in the
// type checker (npx tsc): a contract change the mappers cannot read fails the build, not a customer.
import type { SessionUser as SessionUserWire } from '../contract/auth.ts';
import type { ClientInfo as ClientInfoWire } from '../contract/client.ts';
import type { Money as MoneyContract, TimeValue as TimeValueContract } from '../contract/common.ts';
import type { Venue as VenueWire } from '../contract/venues.ts';
import { CARTABLE_TYPES as CONTRACT_CARTABLE_TYPES, CART_SOURCES as CONTRACT_CART_SOURCES } from '../contract/carts.ts';
import { CART_SOURCES } from './constants.ts';
import { CARTABLE_TYPES } from './types.ts';
import type { ClientResponse } from './client.ts';
import type { Camelized } from './contract-views.ts';
import type { MoneyWire, TimeValue } from './types.ts';
import type { UserResponse } from './user.ts';
import type { VenueResponse } from './venue.ts';

describe('contract conformance (checked by tsc)', () => {
  it('API-020 USER-004 the session user mapper reads the contract session user', () => {
    expectTypeOf<Camelized<SessionUserWire>>().toExtend<UserResponse>();
  });

  it('VENUE-004 the venue mapper reads the contract venue', () => {
    expectTypeOf<Camelized<VenueWire>>().toExtend<VenueResponse>();
  });

  it('API-016 the client mapper reads the contract client', () => {
    expectTypeOf<Camelized<ClientInfoWire>>().toExtend<ClientResponse>();
  });

  it("the client's cartable types and cart sources are the contract's, every one", () => {
    expect([...CARTABLE_TYPES].sort()).toEqual([...CONTRACT_CARTABLE_TYPES].sort());
    expect([...CART_SOURCES].sort()).toEqual([...CONTRACT_CART_SOURCES].sort());
  });

  it('CONST-002 CONST-006 money and time values match the contract', () => {
    expectTypeOf<MoneyContract>().toExtend<MoneyWire>();
    expectTypeOf<TimeValueContract>().toExtend<TimeValue>();
  });
});
