import type { Wallet } from '../../shared/contracts/wallets';
import { walletsResponseSchema } from '../../shared/contracts/wallets';
import { endpoints } from '../../shared/endpoints';
import type { SqlClient } from '../../store/sql-client';
import { samplingKey } from '../ltv-history/loan-source';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';

/** Wallets read for one sample: the readable ones, and how many items could not be read at all. */
export type WalletsRead =
  { ok: true; wallets: Wallet[]; unreadableItems: number } | { ok: false; message: string };

export type WalletSource = () => Promise<WalletsRead>;

/** Reads every wallet the sampling key sees (GET /wallets is one answer, not paged). */
export function providerWalletSource(deps: {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  serviceKey: Credentials | undefined;
}): WalletSource {
  return async () => {
    const credentials = await samplingKey(deps.db, deps.encryptionKey, deps.serviceKey);
    if (credentials === undefined) {
      return {
        ok: false,
        message:
          'No key to read wallets with: set the service key, or a viewer or administrator adds their own.',
      };
    }
    const read = await providerRead(deps.target, credentials, {
      endpoint: endpoints.listWallets,
      path: '/platform/wallets',
      schema: walletsResponseSchema,
    });
    if (!read.ok) return { ok: false, message: read.message };
    return {
      ok: true,
      wallets: read.data.wallets,
      unreadableItems: read.data.unreadableItems.length,
    };
  };
}
