import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { RouterAnchor } from '../../../components/router-anchor';
import { useNow } from '../../../components/use-now';
import { LeftOut, unreadableItem, type Noun } from '../../../lib/left-out';
import { formatLocalDateTime, formatRelative } from '../../../lib/time';
import type { Loan } from '../../../shared/contracts/loans';
import { useServedOrganization } from '../../reference-data/api/served-organization';
import { openLoansQueryOptions } from '../api/loans-queries';
import { inWords } from '../loan-facts';
import { marginCallsDue, maturitiesDue, type MaturityWhen } from '../loans-due';
import { OrganizationGate } from './organization-gate';

/** Past this many, a list points to the page that shows them all. */
const SHOWN = 10;

const loanNoun: Noun = { one: 'loan', many: 'loans' };

/** The loans of the answer, and how many of its items could not be read at all. */
interface LoansRead {
  loans: readonly Loan[];
  unreadableItems: readonly unknown[];
}

function unreadableLoans({ unreadableItems }: LoansRead): LeftOut {
  const leftOut = new LeftOut();
  leftOut.add(unreadableItem, unreadableItems.length);
  return leftOut;
}

function LoanName({ loan }: { loan: Loan }) {
  return (
    <RouterAnchor to="/loans/$loanId" params={{ loanId: loan.loanId }}>
      Loan {loan.externalId}: <AmountText value={loan.amount} currency={loan.currency} />
    </RouterAnchor>
  );
}

/** A date and time with how far off it is: "Nov 24, 2026, 01:57 (in 7 hours)". */
function When({ epochMs, now }: { epochMs: number; now: number }) {
  return (
    <time dateTime={new Date(epochMs).toISOString()}>
      {formatLocalDateTime(epochMs)} ({formatRelative(epochMs, now)})
    </time>
  );
}

function More({ total, to }: { total: number; to: '/loans/risk' | '/loans' }) {
  if (total <= SHOWN) return null;
  return (
    <RouterAnchor to={to} size="sm">
      {total - SHOWN} more on the {to === '/loans' ? 'loan list' : 'LTV risk board'}
    </RouterAnchor>
  );
}

function MarginCalls({ read, now }: { read: LoansRead; now: number }) {
  const calls = marginCallsDue(read.loans);
  const leftOut = unreadableLoans(read);
  return (
    <MorningSection
      title="Margin calls"
      description="Loans under a margin call, the nearest deadline first."
      count={calls.length}
      pending={false}
      error={null}
      onRetry={() => undefined}
      empty={
        leftOut.count > 0
          ? 'No loan that could be read is under a margin call.'
          : 'No loan is under a margin call.'
      }
      leftOut={{ leftOut, noun: loanNoun }}
    >
      <MorningList label="Margin calls">
        {calls.slice(0, SHOWN).map(({ loan, deadline, status, requiredTopUpUsd }) => {
          const missed = deadline !== null && deadline <= now;
          return (
            <MorningItem
              key={loan.loanId}
              link={<LoanName loan={loan} />}
              detail={
                <>
                  {deadline === null ? (
                    'No deadline given'
                  ) : (
                    <>
                      {missed ? 'Deadline passed ' : 'Deadline '}
                      <When epochMs={deadline} now={now} />
                    </>
                  )}
                  {requiredTopUpUsd === undefined ? null : (
                    <>
                      {' · top-up '}
                      <AmountText value={requiredTopUpUsd} currency="USD" />
                    </>
                  )}
                </>
              }
              aside={
                <Badge color={missed ? 'red' : 'orange'} variant="light" tt="none">
                  {status === undefined ? 'Margin call' : `Margin call ${status}`}
                </Badge>
              }
            />
          );
        })}
      </MorningList>
      <More total={calls.length} to="/loans/risk" />
    </MorningSection>
  );
}

const whenWords: Record<MaturityWhen, string> = {
  overdue: 'Past maturity, still open',
  today: 'Matures today',
  'this-week': 'Matures this week',
};

function Maturities({ read, now }: { read: LoansRead; now: number }) {
  const { due, leftOut } = maturitiesDue(read.loans, now);
  leftOut.merge(unreadableLoans(read));
  return (
    <MorningSection
      title="Loans due today and this week"
      description="Open loans that mature today or within seven days, and open loans past their maturity."
      count={due.length}
      pending={false}
      error={null}
      onRetry={() => undefined}
      empty={
        leftOut.count > 0
          ? 'No open loan that could be read matures today or this week.'
          : 'No open loan matures today or this week.'
      }
      leftOut={{ leftOut, noun: loanNoun }}
    >
      <MorningList label="Loans due">
        {due.slice(0, SHOWN).map(({ loan, maturity, when }) => (
          <MorningItem
            key={loan.loanId}
            link={<LoanName loan={loan} />}
            detail={
              <>
                Matures <When epochMs={maturity} now={now} /> · {inWords(loan.status)}
              </>
            }
            aside={
              <Badge color={when === 'overdue' ? 'red' : 'orange'} variant="light" tt="none">
                {whenWords[when]}
              </Badge>
            }
          />
        ))}
      </MorningList>
      <More total={due.length} to="/loans" />
    </MorningSection>
  );
}

function LoansDue({ organizationId }: { organizationId: string }) {
  const loans = useQuery(openLoansQueryOptions(organizationId));
  const now = useNow(60_000);
  if (!loans.data) {
    return (
      <MorningSection
        title="Loans"
        description="Margin calls and loans that fall due."
        count={undefined}
        pending={loans.isPending}
        error={loans.error}
        onRetry={() => void loans.refetch()}
        empty={null}
      >
        {null}
      </MorningSection>
    );
  }
  return (
    <>
      <MarginCalls read={loans.data} now={now} />
      <Maturities read={loans.data} now={now} />
    </>
  );
}

/** Risk's morning, loans side: margin calls with their deadlines, and what falls due. */
export function LoansDueSummary() {
  const { served } = useServedOrganization();
  // Which organization is served is a read of its own: its failure is this panel's, in its frame.
  if (served.error) {
    return (
      <MorningSection
        title="Loans"
        description="Margin calls and loans that fall due."
        count={undefined}
        pending={false}
        error={served.error}
        onRetry={() => void served.refetch()}
        empty={null}
      >
        {null}
      </MorningSection>
    );
  }
  return (
    <OrganizationGate>
      {(organizationId) => <LoansDue organizationId={organizationId} />}
    </OrganizationGate>
  );
}
