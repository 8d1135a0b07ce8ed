/**
 * Checks the sandbox applies to card details before it issues a card identifier, the way a
 * real provider's tokenisation endpoint does. Errors use Opayo Pi's shape ({property, clientMessage})
 * so the hosted card-fields page can show them next to the right field.
 */
export type CardType = 'Visa' | 'MasterCard' | 'AmericanExpress' | 'Maestro' | 'Unknown';

export interface CardDetails {
  cardholderName: string;
  cardNumber: string;
  expiryDate: string;
  securityCode: string;
}

export interface CardFieldError {
  property: string;
  clientMessage: string;
  code: string;
}

export function digitsOnly(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardTypeOf(digits: string): CardType {
  if (/^3[47]/.test(digits)) return 'AmericanExpress';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MasterCard';
  if (/^4/.test(digits)) return 'Visa';
  if (/^(50|5[6-9]|6)/.test(digits)) return 'Maestro';
  return 'Unknown';
}

/** MMYY is valid through the last day of that month (UTC). */
export function expiryInFuture(expiryDate: string, now: Date): boolean {
  const m = /^(\d{2})(\d{2})$/.exec(expiryDate);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  const firstOfNextMonth = Date.UTC(year, month, 1);
  return now.getTime() < firstOfNextMonth;
}

export function checkCardDetails(details: Partial<CardDetails>, now: Date): CardFieldError[] {
  const errors: CardFieldError[] = [];
  const name = (details.cardholderName ?? '').trim();
  if (!name)
    errors.push({
      property: 'cardDetails.cardholderName',
      clientMessage: 'Please enter the name on the card',
      code: '1003',
    });
  else if (name.length > 45)
    errors.push({
      property: 'cardDetails.cardholderName',
      clientMessage: 'The cardholder name is too long',
      code: '1004',
    });
  const digits = digitsOnly(details.cardNumber ?? '');
  if (!luhnValid(digits))
    errors.push({ property: 'cardDetails.cardNumber', clientMessage: 'Invalid card number', code: '1005' });
  if (!expiryInFuture(details.expiryDate ?? '', now))
    errors.push({
      property: 'cardDetails.expiryDate',
      clientMessage: 'The expiry date has passed or is not in MMYY form',
      code: '1006',
    });
  const cvcLength = cardTypeOf(digits) === 'AmericanExpress' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(details.securityCode ?? '')) {
    errors.push({
      property: 'cardDetails.securityCode',
      clientMessage: `The security code must be ${cvcLength} digits`,
      code: '1007',
    });
  }
  return errors;
}
