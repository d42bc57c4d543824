import { Badge, Group } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { RouterAnchor } from '../../../components/router-anchor';
import { LeftOut, unreadableItem, type Noun } from '../../../lib/left-out';
import { formatLocalDateTime, formatRelative } from '../../../lib/time';
import type { Loan } from '../../../shared/contracts/loans';
import { useServedOrganization } from '../../reference-data/api/served-organization';
import type { MaturityWhen } from '../../../shared/loan-dates';
import { inWords } from '../loan-facts';
import type { LoanWatch } from '../loan-watch';
import { watchListWords, type WatchList } from '../watch-lists';
import { MarginCallStateBadge, marginCallDeadlineText } from './margin-call-state';
import { useLoanWatch } from './use-loan-watch';
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

function More({ total, to, watch }: { total: number; to: '/loans'; watch: WatchList }) {
  if (total <= SHOWN) return null;
  return (
    <RouterAnchor to={to} search={{ watch }} size="sm">
      {total - SHOWN} more on the loan list
    </RouterAnchor>
  );
}

function MarginCalls({ watch, read, now }: { watch: LoanWatch; read: LoansRead; now: number }) {
  const calls = watch.marginCalls;
  const leftOut = unreadableLoans(read);
  return (
    <MorningSection
      title="Margin calls"
      description="Outstanding margin calls, the nearest deadline first."
      count={calls.length}
      pending={false}
      error={null}
      onRetry={() => undefined}
      empty={
        leftOut.count > 0
          ? 'No loan that could be read has an outstanding margin call.'
          : 'No loan has an outstanding margin call.'
      }
      leftOut={{ leftOut, noun: loanNoun }}
    >
      <MorningList label="Margin calls">
        {calls.slice(0, SHOWN).map(({ loan, state, requiredTopUpUsd }) => (
          <MorningItem
            key={loan.loanId}
            link={<LoanName loan={loan} />}
            detail={
              <>
                {marginCallDeadlineText(state, now)}
                {requiredTopUpUsd === undefined ? null : (
                  <>
                    {' · top-up needed '}
                    <AmountText value={requiredTopUpUsd} currency="USD" />
                  </>
                )}
              </>
            }
            aside={<MarginCallStateBadge state={state} />}
          />
        ))}
      </MorningList>
      <More total={calls.length} to="/loans" watch="margin-calls" />
    </MorningSection>
  );
}

const whenWords: Record<MaturityWhen, string> = {
  overdue: 'Past maturity, still open',
  today: 'Matures today',
  'this-week': 'Matures this week',
};

/** The three maturity counts, each a link to the loan list showing exactly those loans. */
function DueCounts({ watch }: { watch: LoanWatch }) {
  const counts: [WatchList, number][] = [
    ['due-today', watch.dueToday.length],
    ['due-this-week', watch.dueThisWeek.length],
    ['overdue', watch.overdue.length],
  ];
  return (
    <Group gap="md" aria-label="Maturity counts" role="group">
      {counts.map(([list, count]) => (
        <RouterAnchor key={list} to="/loans" search={{ watch: list }} size="sm" data-watch={list}>
          {watchListWords[list]}: <strong data-testid={`count-${list}`}>{count}</strong>
        </RouterAnchor>
      ))}
    </Group>
  );
}

function Maturities({
  watch,
  read,
  now,
  timeZone,
}: {
  watch: LoanWatch;
  read: LoansRead;
  now: number;
  timeZone: string;
}) {
  const due = [...watch.dueToday, ...watch.dueThisWeek];
  const leftOut = new LeftOut();
  leftOut.merge(watch.maturityLeftOut);
  leftOut.merge(unreadableLoans(read));
  return (
    <MorningSection
      title="Loans due today and this week"
      description={`Open loans that mature later today or in the six days after, in your time zone (${timeZone}). Loans already past maturity are counted apart: they are overdue, not due.`}
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
      actions={<DueCounts watch={watch} />}
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
              <Badge color="orange" variant="light" tt="none">
                {whenWords[when]}
              </Badge>
            }
          />
        ))}
      </MorningList>
      <More
        total={due.length}
        to="/loans"
        watch={watch.dueToday.length > SHOWN ? 'due-today' : 'due-this-week'}
      />
    </MorningSection>
  );
}

function LoansDue({ organizationId }: { organizationId: string }) {
  const { loans, watch, now, timeZone } = useLoanWatch(organizationId);
  if (!loans.data || watch === undefined) {
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
      <MarginCalls watch={watch} read={loans.data} now={now} />
      <Maturities watch={watch} read={loans.data} now={now} timeZone={timeZone} />
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
