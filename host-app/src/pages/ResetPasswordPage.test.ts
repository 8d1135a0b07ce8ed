import { takeResetToken } from './ResetPasswordPage.tsx';

describe('the reset page reads its token', () => {
  it('once from the address, which it then cleans, and again on a second mount from what it kept', () => {
    history.replaceState(null, '', '/reset-password?reset_token=abc123&x=1');
    expect(takeResetToken()).toBe('abc123');
    expect(location.search).toBe('?x=1');
    // The page mounted again (the layout re-rendered): the address has no token any more, the form still does.
    expect(takeResetToken()).toBe('abc123');
  });
});
