import { walletSchema, type Wallet, type WireWallet } from '../shared/contracts/wallets';

/** Where the staked SOL wallet of `stakedSolWallet` sits, as stake reads name it. */
export const stakedSolWhere = { portfolioId: 'pf-1', currency: 'SOL', mainCurrency: 'SOL' };

/** A SOL wallet `w-1` in portfolio `pf-1` with a balance of 10, with `figures` applied. */
export function stakedSolWallet(
  figures: Pick<WireWallet, 'available' | 'stakeBalance'> & Partial<WireWallet>,
): Wallet {
  return walletSchema.parse({ walletId: 'w-1', ...stakedSolWhere, balance: '10', ...figures });
}
