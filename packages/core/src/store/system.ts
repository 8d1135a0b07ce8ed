import { getClient } from '../api/endpoints/venues.ts';
import { toClientInfo } from '../domain/client.ts';
import type { ClientInfo } from '../domain/types.ts';
import type { SliceTools } from './types.ts';

/** flows §3 System state. */
export interface SystemSlice {
  clientId: number | string | null;
  client: ClientInfo | null;
  loginModalOpen: boolean;
  isEmbedded: boolean;
  openLoginModal(): void;
  closeLoginModal(): void;
  setEmbedded(isEmbedded: boolean): void;
  setClient(client: ClientInfo): void;
  /** GET /api/client: id, name, currency. */
  loadClient(): Promise<void>;
}

export function createSystemSlice({ patch, deps }: SliceTools): SystemSlice {
  return {
    clientId: null,
    client: null,
    loginModalOpen: false,
    isEmbedded: false,
    openLoginModal: () => patch('system', { loginModalOpen: true }),
    closeLoginModal: () => patch('system', { loginModalOpen: false }),
    setEmbedded: (isEmbedded) => patch('system', { isEmbedded }),
    setClient: (client) => patch('system', { client, clientId: client.id }),
    async loadClient() {
      const result = await getClient(deps.api());
      if (result.ok && result.data) {
        const client = toClientInfo(result.data);
        patch('system', { client, clientId: client.id });
      }
    },
  };
}
