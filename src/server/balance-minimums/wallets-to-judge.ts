import { portfoliosResponseSchema } from '../../shared/contracts/portfolios';
import { isUnreadable } from '../../shared/contracts/readable';
import type { Wallet } from '../../shared/contracts/wallets';
import { endpoints } from '../../shared/endpoints';
import type { SqlClient } from '../../store/sql-client';
import { plainDecimal } from '../ltv-history/loan-readings';
import { samplingKey } from '../ltv-history/sampling-key';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';
import type { WalletBalanceToJudge } from './judge-minimums';

/**
 * The wallets a balance sample read, as minimums judge them: a wallet whose currency or
 * balance cannot be read is left out this turn (and judged again next), never guessed.
 */
export function walletsToJudge(
  wallets: readonly Wallet[],
  portfolioNames: ReadonlyMap<string, string>,
): WalletBalanceToJudge[] {
  return wallets.flatMap((wallet) => {
    const balance = plainDecimal(wallet.balance);
    if (balance === null || isUnreadable(wallet.currency)) return [];
    return [
      {
        walletId: wallet.walletId,
        portfolioId: wallet.portfolioId,
        portfolioName: portfolioNames.get(wallet.portfolioId) ?? `portfolio ${wallet.portfolioId}`,
        currency: wallet.currency,
        balance,
      },
    ];
  });
}

/**
 * Each portfolio's name by id, read with the sampling key, so an alert names the portfolio;
 * an empty map when they cannot be read (the alert then names the portfolio's id).
 */
export function portfolioNamesSource(deps: {
  db: SqlClient;
  target: PlatformTarget;
  encryptionKey: Buffer;
  serviceKey: Credentials | undefined;
}): () => Promise<Map<string, string>> {
  return async () => {
    const credentials = await samplingKey(deps.db, deps.encryptionKey, deps.serviceKey);
    if (credentials === undefined) return new Map();
    const read = await providerRead(deps.target, credentials, {
      endpoint: endpoints.listPortfolios,
      path: '/platform/portfolios',
      schema: portfoliosResponseSchema,
    });
    if (!read.ok) return new Map();
    return new Map(
      read.data.portfolios.map((portfolio) => [portfolio.portfolioId, portfolio.portfolioName]),
    );
  };
}
