import { useEffect, useEffectEvent, useState } from 'react';
import { z } from 'zod';
import { writeDraft } from '../../components/wizard/form-draft';

/**
 * Search params that start a wizard from one wallet ("Withdraw from here" on a holding): its
 * portfolio, currency and network. A malformed value drops the prefill, never the page.
 */
export const walletPrefillShape = {
  portfolioId: z.string().min(1).max(200).optional().catch(undefined),
  currency: z.string().min(1).max(40).optional().catch(undefined),
  network: z.string().min(1).max(40).optional().catch(undefined),
};

export interface WalletPrefill {
  portfolioId: string;
  currency: string;
  network: string;
}

type PrefillSearch = { [Key in keyof WalletPrefill]?: string | undefined };

/**
 * Starts the wizard's draft afresh from the wallet in the URL, before the wizard reads its
 * draft (this runs in the route's first render, above the wizard), then drops the wallet from
 * the URL so a reload keeps what the person has typed since.
 */
export function useWalletPrefill(
  search: PrefillSearch,
  draftKey: string,
  draftFor: (wallet: WalletPrefill) => object,
  clearFromUrl: () => void,
): void {
  const { portfolioId, currency, network } = search;
  const [given] = useState(() => {
    if (portfolioId === undefined || currency === undefined || network === undefined) return false;
    writeDraft(draftKey, draftFor({ portfolioId, currency, network }));
    return true;
  });
  const clear = useEffectEvent(clearFromUrl);
  useEffect(() => {
    if (given) clear();
  }, [given]);
}
