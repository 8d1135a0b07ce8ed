import { createToastAnnouncer, toastText } from './toastAnnouncer.ts';

describe('toast announcements', () => {
  it('MSG-034 a validation toast reads its title and every message', () => {
    expect(
      toastText({
        id: 't1',
        type: 'danger',
        title: 'Validation errors',
        message: 'Required\nToo long',
        items: ['Required', 'Too long'],
      }),
    ).toBe('Validation errors: Required\nToo long');
    expect(
      toastText({
        id: 't2',
        type: 'danger',
        title: 'Validation errors',
        message: 'Check the form',
        items: ['Required'],
      }),
    ).toBe('Validation errors: Check the form Required');
  });

  it('each toast is announced once; danger interrupts, the rest wait their turn', () => {
    const said: Array<[string, string]> = [];
    const announce = createToastAnnouncer((text, politeness = 'polite') => void said.push([text, politeness]));
    const error = { id: 't1', type: 'danger', title: 'Error', message: 'Insufficient funds' };
    announce([error]);
    announce([error, { id: 't2', type: 'success', title: null, message: 'Booked' }]);
    expect(said).toEqual([
      ['Error: Insufficient funds', 'assertive'],
      ['Booked', 'polite'],
    ]);
  });
});
