import { accountOrigin, bookingOrigin, isAccountHost } from './config.ts';

const at = (hostname: string, port = '4300') => ({ protocol: 'http:', hostname, port });

describe('host config', () => {
  it('the account area is the account. sub-domain of the booking host', () => {
    expect(isAccountHost('account.localhost')).toBe(true);
    expect(isAccountHost('localhost')).toBe(false);
    expect(accountOrigin(at('localhost'))).toBe('http://account.localhost:4300');
    expect(accountOrigin(at('account.localhost'))).toBe('http://account.localhost:4300');
  });

  it('links from the account host lead back to the booking host', () => {
    expect(bookingOrigin(at('account.localhost'))).toBe('http://localhost:4300');
    expect(bookingOrigin(at('bookings.example.com', ''))).toBe('http://bookings.example.com');
  });
});
