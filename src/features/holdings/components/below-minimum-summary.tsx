import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { RouterAnchor } from '../../../components/router-anchor';
import { formatLocalDateTime } from '../../../lib/time';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { balanceMinimumsQueryOptions } from '../api/balance-minimums-api';

/**
 * Treasury's morning, funding side: every wallet whose balance, as last sampled, is under the
 * minimum that applies to it, by portfolio name and currency, with what it is short.
 */
export function BelowMinimumSummary() {
  const minimums = useQuery(balanceMinimumsQueryOptions);
  const portfolios = useQuery(portfoliosQueryOptions);
  const below = minimums.data?.below;
  const portfolioName = (id: string) => portfolios.data?.get(id)?.portfolioName ?? 'a portfolio';
  return (
    <MorningSection
      title="Wallets below their minimum"
      description="Balances as the last sample read them, against the minimum set for the wallet or its currency."
      count={below?.length}
      pending={minimums.isPending}
      error={minimums.error}
      onRetry={() => void minimums.refetch()}
      empty={
        minimums.data?.minimums.length === 0 ? (
          <>
            No minimum is set yet: set one on a wallet&apos;s page or under{' '}
            <RouterAnchor to="/holdings">Holdings</RouterAnchor>.
          </>
        ) : (
          'Every wallet with a minimum holds at least that much.'
        )
      }
    >
      <MorningList label="Wallets below their minimum">
        {(below ?? []).map((entry) => (
          <MorningItem
            key={entry.walletId}
            link={
              <RouterAnchor to="/holdings/$walletId" params={{ walletId: entry.walletId }}>
                {entry.currency} · {portfolioName(entry.portfolioId)}
              </RouterAnchor>
            }
            detail={
              <>
                <AmountText value={entry.balance} currency={entry.currency} /> against a minimum of{' '}
                <AmountText value={entry.minimum} currency={entry.currency} />: short by{' '}
                <AmountText value={entry.shortfall} currency={entry.currency} /> · sampled{' '}
                {formatLocalDateTime(entry.sampledAt)}
              </>
            }
          />
        ))}
      </MorningList>
    </MorningSection>
  );
}
