import {
  emptyValues,
  firstInvalid,
  mapServerErrors,
  PASSWORD_MISMATCH,
  resolveOnboarding,
  sectionsFor,
  toCreateCustomerInput,
  toRegisterInput,
  validate,
  type RegisterValues,
} from './registerForm.ts';

const filled = (over: Partial<RegisterValues> = {}): RegisterValues => ({
  ...emptyValues(),
  first_name: 'Rowan',
  last_name: 'Ash',
  email: 'rowan@example.com',
  password: 'Kingfisher-lane-7',
  password_confirmation: 'Kingfisher-lane-7',
  terms: true,
  ...over,
});

describe('resolveOnboarding', () => {
  it('USER-016 a guest with nothing asked signs up as customer_account_online from the bookings source', () => {
    expect(resolveOnboarding({}, false)).toEqual({
      mode: 'online',
      onboardingType: 'customer_account_online',
      source: 'bookings',
    });
  });

  it('USER-014 USER-016 online joining: membership_purchase, and its source defaults to online-joining', () => {
    expect(resolveOnboarding({ onboardingType: 'membership_purchase', source: 'online-joining' }, false)).toEqual({
      mode: 'online',
      onboardingType: 'membership_purchase',
      source: 'online-joining',
    });
    expect(resolveOnboarding({ onboardingType: 'membership_purchase' }, false).source).toBe('online-joining');
  });

  it('USER-016 staff always create customer_account_foh from front-of-house, whatever was asked', () => {
    expect(resolveOnboarding({ onboardingType: 'membership_purchase', source: 'online-joining' }, true)).toEqual({
      mode: 'foh',
      onboardingType: 'customer_account_foh',
      source: 'front-of-house',
    });
  });

  it('USER-014 USER-015 unknown values, and a guest claiming front of house, fall back to the defaults', () => {
    expect(resolveOnboarding({ onboardingType: 'walk_in', source: 'billboard' }, false)).toMatchObject({
      onboardingType: 'customer_account_online',
      source: 'bookings',
    });
    expect(resolveOnboarding({ onboardingType: 'customer_account_foh', source: 'front-of-house' }, false)).toEqual({
      mode: 'online',
      onboardingType: 'customer_account_online',
      source: 'bookings',
    });
  });
});

describe('the sign-up form fields', () => {
  it('USER-012 USER-013 has personal, contact, emergency contact, news and offers, password and terms', () => {
    const online = sectionsFor('online');
    expect(online.map((s) => s.id)).toEqual(['personal', 'contact', 'emergency_contact', 'additional', 'account']);
    const names = online.flatMap((s) => s.fields.map((f) => f.name));
    for (const n of [
      'first_name',
      'last_name',
      'date_of_birth',
      'email',
      'phone',
      'postcode',
      'emergency_contact_name',
      'emergency_contact_phone',
      'marketing_email',
      'marketing_sms',
      'marketing_phone',
      'marketing_post',
      'password',
      'password_confirmation',
      'terms',
    ])
      expect(names).toContain(n);
  });

  it('front of house leaves out password and terms (the customer sets a password later)', () => {
    const names = sectionsFor('foh').flatMap((s) => s.fields.map((f) => f.name));
    expect(names).not.toContain('password');
    expect(names).not.toContain('password_confirmation');
    expect(names).not.toContain('terms');
  });
});

describe('validate', () => {
  it('MSG-045 required fields empty: "This field is required"; the terms box: "Required"', () => {
    const errors = validate(emptyValues(), 'online');
    expect(errors.first_name).toBe('This field is required');
    expect(errors.last_name).toBe('This field is required');
    expect(errors.email).toBe('This field is required');
    expect(errors.password).toBe('This field is required');
    expect(errors.terms).toBe('Required');
    expect(errors.phone).toBeUndefined();
  });

  it('MSG-046 a short password: "Must be at least 8 characters"', () => {
    expect(validate(filled({ password: 'short', password_confirmation: 'short' }), 'online').password).toBe(
      'Must be at least 8 characters',
    );
  });

  it('MSG-047 too long: "Must be {max} characters or less" with the field\'s own maximum', () => {
    const errors = validate(filled({ first_name: 'x'.repeat(256), phone: '0'.repeat(33) }), 'online');
    expect(errors.first_name).toBe('Must be 255 characters or less');
    expect(errors.phone).toBe('Must be 32 characters or less');
  });

  it('checks the e-mail shape, the postcode length and that the passwords match', () => {
    const errors = validate(
      filled({ email: 'no-at-sign', postcode: 'AB1', password_confirmation: 'other-one-9' }),
      'online',
    );
    expect(errors.email).toBe('Must be a valid email address');
    expect(errors.postcode).toBe('A postcode is 5 to 7 characters');
    expect(errors.password_confirmation).toBe(PASSWORD_MISMATCH);
    expect(validate(filled({ postcode: 'SW1A 1AA' }), 'online').postcode).toBeUndefined();
  });

  it('a complete form passes; at front of house e-mail, password and terms are not required', () => {
    expect(validate(filled(), 'online')).toEqual({});
    expect(validate({ ...emptyValues(), first_name: 'Desk', last_name: 'Made' }, 'foh')).toEqual({});
  });

  it('the first invalid field is the first in the order shown', () => {
    const errors = validate({ ...emptyValues(), first_name: 'Only' }, 'online');
    expect(firstInvalid(errors, 'online')).toBe('last_name');
    expect(firstInvalid({ terms: 'Required', postcode: 'x' }, 'online')).toBe('postcode');
  });
});

describe('mapServerErrors', () => {
  it('maps flat, onboarding (data_fields.*) and camelCased keys onto fields; the rest goes above the form', () => {
    const { fields, other } = mapServerErrors({
      email: ['The email has already been taken.'],
      'data_fields.contact.postcode': ['A postcode is 5 to 7 characters'],
      passwordConfirmation: [PASSWORD_MISMATCH],
      client_id: ['The selected client id is invalid.'],
    });
    expect(fields).toEqual({
      email: 'The email has already been taken.',
      postcode: 'A postcode is 5 to 7 characters',
      password_confirmation: PASSWORD_MISMATCH,
    });
    expect(other).toEqual(['The selected client id is invalid.']);
  });
});

describe('the bodies sent', () => {
  it('API-022 online: every field camelCased (snake-cased by the client), blanks left out, passwords as typed', () => {
    const input = toRegisterInput(
      filled({
        first_name: '  Rowan ',
        phone: '07700 900123',
        emergency_contact_name: 'Kit Ash',
        marketing_post: true,
        password: ' spaced pass ',
        password_confirmation: ' spaced pass ',
      }),
    );
    expect(input).toEqual({
      firstName: 'Rowan',
      lastName: 'Ash',
      email: 'rowan@example.com',
      phone: '07700 900123',
      emergencyContactName: 'Kit Ash',
      marketingEmail: false,
      marketingSms: false,
      marketingPhone: false,
      marketingPost: true,
      password: ' spaced pass ',
      passwordConfirmation: ' spaced pass ',
      terms: true,
    });
  });

  it('front of house: no password or terms; an empty e-mail is left out', () => {
    const input = toCreateCustomerInput({ ...filled(), email: '', town: 'Leeds' });
    expect(input).not.toHaveProperty('password');
    expect(input).not.toHaveProperty('terms');
    expect(input).not.toHaveProperty('email');
    expect(input).toMatchObject({ firstName: 'Rowan', lastName: 'Ash', town: 'Leeds', marketingSms: false });
  });
});
