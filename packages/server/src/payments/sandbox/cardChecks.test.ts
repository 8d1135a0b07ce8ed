import { cardTypeOf, checkCardDetails, expiryInFuture, luhnValid } from './cardChecks.ts';
import { outcomeForCard } from './testCards.ts';

const now = new Date('2026-11-21T12:00:00Z');
const good = {
  cardholderName: 'Alex Morgan',
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '1230',
  securityCode: '123',
};

describe('sandbox card checks', () => {
  it('PAY-034 accepts every demo test card and rejects a bad Luhn digit', () => {
    for (const n of ['4242424242424242', '4000002500003155', '4000000000000002', '4000000000009995'])
      expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
  });

  it('PAY-034 recognises card types', () => {
    expect(cardTypeOf('4242424242424242')).toBe('Visa');
    expect(cardTypeOf('5555555555554444')).toBe('MasterCard');
    expect(cardTypeOf('378282246310005')).toBe('AmericanExpress');
  });

  it('PAY-034 an expiry is good through the end of its month', () => {
    expect(expiryInFuture('1126', now)).toBe(true);
    expect(expiryInFuture('1026', now)).toBe(false);
    expect(expiryInFuture('1326', now)).toBe(false);
    expect(expiryInFuture('12/30', now)).toBe(false);
  });

  it('PAY-034 reports each bad field in the provider error shape', () => {
    expect(checkCardDetails(good, now)).toEqual([]);
    const errors = checkCardDetails(
      { cardholderName: ' ', cardNumber: '4242424242424241', expiryDate: '0120', securityCode: '12' },
      now,
    );
    expect(errors.map((e) => e.property)).toEqual([
      'cardDetails.cardholderName',
      'cardDetails.cardNumber',
      'cardDetails.expiryDate',
      'cardDetails.securityCode',
    ]);
    expect(errors.every((e) => e.clientMessage.length > 0)).toBe(true);
    expect(
      checkCardDetails({ ...good, cardNumber: '378282246310005', securityCode: '123' }, now).map((e) => e.property),
    ).toEqual(['cardDetails.securityCode']);
  });

  it('PAY-024 the test card table gives the documented outcomes', () => {
    expect(outcomeForCard('4242424242424242')).toEqual({ kind: 'authorised' });
    expect(outcomeForCard('4000002500003155')).toEqual({ kind: 'challenge' });
    expect(outcomeForCard('4000000000000002')).toEqual({ kind: 'declined', message: null });
    expect(outcomeForCard('4000000000009995')).toEqual({ kind: 'declined', message: 'Insufficient funds' });
  });
});
