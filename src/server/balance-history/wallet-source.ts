import type { Wallet } from '../../shared/contracts/wallets';
import { walletsResponseSchema } from '../../shared/contracts/wallets';
import { endpoints } from '../../shared/endpoints';
import { samplingKeyOrRefusal, type SamplingReader } from '../ltv-history/sampling-key';
import { providerRead } from '../platform/provider-read';

/** Wallets read for one sample: the readable ones, and how many items could not be read at all. */
export type WalletsRead =
  { ok: true; wallets: Wallet[]; unreadableItems: number } | { ok: false; message: string };

export type WalletSource = () => Promise<WalletsRead>;

/** Reads every wallet the sampling key sees (GET /wallets is one answer, not paged). */
export function providerWalletSource(deps: SamplingReader): WalletSource {
  return async () => {
    const key = await samplingKeyOrRefusal(deps, 'wallets');
    if (!key.ok) return key;
    const { credentials } = key;
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
