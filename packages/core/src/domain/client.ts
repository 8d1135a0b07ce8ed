import { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from '../money/money.ts';
import type { ClientInfo } from './types.ts';

/** GET /api/client's data, camelCased. The currency may come as {code, symbol}, a code, or a symbol. */
export interface ClientResponse {
  id: number | string;
  name: string;
  domain?: string | null;
  currency?: { code?: string; symbol?: string } | string | null;
  onlineJoiningEnabled?: boolean;
  onlineGuestPassesEnabled?: boolean;
  paidBookingEnabled?: boolean;
}

function currencyOf(currency: ClientResponse['currency']): ClientInfo['currency'] {
  if (currency && typeof currency === 'object') {
    const code = currency.code ?? 'GBP';
    return { code, symbol: currency.symbol ?? currencySymbol(code) };
  }
  if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)) return { code: currency, symbol: currencySymbol(currency) };
  if (typeof currency === 'string' && currency !== '') return { code: currency === '£' ? 'GBP' : currency, symbol: currency };
  return { code: 'GBP', symbol: DEFAULT_CURRENCY_SYMBOL };
}

/** The client (flows §3): id, name and currency, the symbol defaulting to £ (CONST-004). */
export function toClientInfo(wire: ClientResponse): ClientInfo {
  return {
    id: wire.id,
    name: wire.name,
    domain: wire.domain ?? null,
    currency: currencyOf(wire.currency),
    onlineJoiningEnabled: wire.onlineJoiningEnabled ?? false,
    onlineGuestPassesEnabled: wire.onlineGuestPassesEnabled ?? false,
    paidBookingEnabled: wire.paidBookingEnabled ?? true,
  };
}
