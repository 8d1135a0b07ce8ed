import { currencySymbol, DEFAULT_CURRENCY_SYMBOL } from '../money/currency.ts';
import type { z } from 'zod';
import type { clientInfo } from '../contract/client.ts';
import type { Camelized } from './contract-views.ts';
import type { ClientInfo } from './types.ts';

type ClientWire = Camelized<z.infer<typeof clientInfo>>;

/**
 * GET /api/client's data, camelCased: the contract's client, loosened for toClientInfo. Only id and name
 * are required; the currency may come as {code, symbol}, a code, or a symbol.
 */
export type ClientResponse = {
  id: ClientWire['id'] | string;
  name: ClientWire['name'];
  domain?: string | null;
} & Partial<Omit<ClientWire, 'id' | 'name' | 'domain' | 'currency'>> & {
    currency?: Partial<ClientWire['currency']> | string | null;
  };

function currencyOf(currency: ClientResponse['currency']): ClientInfo['currency'] {
  if (currency && typeof currency === 'object') {
    const code = currency.code ?? 'GBP';
    return { code, symbol: currency.symbol ?? currencySymbol(code) };
  }
  if (typeof currency === 'string' && /^[A-Z]{3}$/.test(currency))
    return { code: currency, symbol: currencySymbol(currency) };
  if (typeof currency === 'string' && currency !== '')
    return { code: currency === '£' ? 'GBP' : currency, symbol: currency };
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
    termsUrl: wire.termsUrl ?? null,
  };
}
