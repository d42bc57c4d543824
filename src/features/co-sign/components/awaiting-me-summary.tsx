import { isUnreadable } from '../../../shared/contracts/readable';
import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { RouterAnchor } from '../../../components/router-anchor';
import { useNow } from '../../../components/use-now';
import type { Person } from '../../../shared/session';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { nameOf, useUserNames } from '../../reference-data/api/user-names';
import { QUEUE_REFRESH_MS } from '../api/co-sign-queries';
import { useAwaitingMe } from '../api/use-awaiting-me';
import { needsMasterPassword, quorumOf } from '../co-sign-rules';
import { formatWaiting } from '../waiting-time';

/** An approver's morning: what waits for their approval, longest-waiting first, as on /co-sign. */
export function AwaitingMeSummary({ person }: { person: Person }) {
  const { awaitingMe, leftOut, queue } = useAwaitingMe(QUEUE_REFRESH_MS);
  const portfolios = useQuery(portfoliosQueryOptions);
  const names = useUserNames();
  const now = useNow(30_000);

  return (
    <MorningSection
      title="Awaiting my approval"
      description="Orders you may approve now, the one that has waited longest first."
      count={awaitingMe?.length}
      pending={awaitingMe === undefined && queue.error === null}
      error={queue.error}
      onRetry={() => void queue.refetch()}
      empty={
        !person.hasApiKey
          ? 'Nothing you can approve yet: approvals are signed with your API key, which you add under Settings.'
          : person.providerUserId === null
            ? 'Nothing awaits your approval that the dashboard can tell: confirm, under Settings, which member your API key belongs to, so your own orders are told apart.'
            : leftOut?.count
              ? 'No order that could be read awaits your approval.'
              : 'Nothing awaits your approval.'
      }
      leftOut={leftOut && { leftOut, noun: { one: 'order', many: 'orders' } }}
    >
      <MorningList label="Awaiting my approval">
        {(awaitingMe ?? []).map((order) => {
          const quorum = quorumOf(order);
          const portfolio =
            portfolios.data?.get(order.portfolioId)?.portfolioName ?? order.portfolioId;
          return (
            <MorningItem
              key={order.orderId}
              link={
                <RouterAnchor to="/co-sign/$orderId" params={{ orderId: order.orderId }}>
                  <AmountText value={order.amount} currency={order.baseCurrency} /> from {portfolio}
                </RouterAnchor>
              }
              detail={[
                isUnreadable(order.createdAt)
                  ? 'Waiting since a time that could not be read'
                  : `Waiting ${formatWaiting(Number(order.createdAt), now)}`,
                order.createdBy ? `placed by ${nameOf(order.createdBy, names)}` : null,
                quorum.required === null
                  ? null
                  : `${quorum.signed} of ${quorum.required} approvals given`,
              ]
                .filter((part) => part !== null)
                .join(' · ')}
              aside={
                needsMasterPassword(order) ? (
                  <Badge color="orange" variant="light" tt="none">
                    Master password needed
                  </Badge>
                ) : (
                  <Badge color="orange" variant="light" tt="none">
                    Your approval needed
                  </Badge>
                )
              }
            />
          );
        })}
      </MorningList>
    </MorningSection>
  );
}
