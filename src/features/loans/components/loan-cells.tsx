import { Group, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '../../../components/router-anchor';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { Timestamp } from '../../../components/timestamp';
import { UnreadableValue } from '../../../components/unreadable-value';
import type { Loan } from '../../../shared/contracts/loans';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { daysLeft, inWords, isObfuscatedId, loanStatusTone, ltvHealthTone } from '../loan-facts';
import { formatBasisPoints, formatRatio } from '../loan-math';

/** The loan's own reference, linking to its detail. */
export function LoanLink({ loan }: { loan: Pick<Loan, 'loanId' | 'externalId'> }) {
  return (
    <RouterAnchor
      to="/loans/$loanId"
      params={{ loanId: loan.loanId }}
      size="sm"
      style={{ whiteSpace: 'nowrap' }}
      aria-label={`Loan ${loan.externalId}`}
    >
      {loan.externalId}
    </RouterAnchor>
  );
}

/** A status the API sends as a code, as a badge in words ("Awaiting collateral"); the code on hover. */
export function WordsBadge({
  value,
  tone,
  field,
  wrap,
}: {
  value: Readable<string>;
  tone: StatusTone | undefined;
  field?: string;
  wrap?: boolean;
}) {
  return (
    <StatusBadge
      value={value}
      tone={tone}
      label={isUnreadable(value) ? undefined : inWords(value)}
      field={field}
      wrap={wrap}
    />
  );
}

export function LoanStatusBadge({ status, wrap }: { status: Readable<string>; wrap?: boolean }) {
  return <WordsBadge value={status} tone={loanStatusTone(status)} wrap={wrap} />;
}

/** The API's LTV health (`debtRatioStatus`) in words: "Margin call", not `margin-call`. */
export function LtvHealthBadge({ status }: { status: Readable<string> }) {
  return <WordsBadge value={status} tone={ltvHealthTone(status)} field="LTV health" />;
}

/** An id; one the API hides from us (the other side's) says so instead of looking broken. */
export function PartyId({ value }: { value: string | undefined }) {
  if (value === undefined || value === '') {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  if (isObfuscatedId(value)) {
    return (
      <Text span size="sm" ff="monospace" title="The API hides the other side's ids">
        {value}{' '}
        <Text span size="xs" c="dimmed" ff="text">
          (hidden by the API)
        </Text>
      </Text>
    );
  }
  return (
    <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {value}
    </Text>
  );
}

/** An interest rate sent in basis points, as a percentage; the raw value when malformed. */
export function InterestRate({ bps }: { bps: Readable<string> | undefined }) {
  if (bps === undefined)
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  if (isUnreadable(bps)) return <UnreadableValue value={bps} label="Interest rate" />;
  const formatted = formatBasisPoints(bps);
  return formatted === null ? (
    <Text
      span
      size="sm"
      style={{ color: 'var(--status-text-red)' }}
      title="Not a number of basis points"
    >
      {bps}
    </Text>
  ) : (
    <Text span size="sm" ff="monospace" title={`${bps} basis points`}>
      {formatted}
    </Text>
  );
}

export function RatioText({
  value,
  label = 'LTV',
}: {
  value: Readable<string> | undefined;
  label?: string;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={label} />;
  const formatted = formatRatio(value);
  return (
    <Text span size="sm" ff="monospace" c={formatted === null ? 'dimmed' : undefined}>
      {formatted ?? value ?? '—'}
    </Text>
  );
}

/** LTV with the API's health badge and the loan's margin-call and default thresholds. */
export function LtvCell({ loan }: { loan: Loan }) {
  if (loan.debtRatio === undefined) {
    return (
      <Text span size="sm" c="dimmed">
        No LTV
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Group gap={6} style={{ rowGap: 2 }}>
        <RatioText value={loan.debtRatio} />
        {loan.debtRatioStatus ? <LtvHealthBadge status={loan.debtRatioStatus} /> : null}
      </Group>
      {/* Wraps between the two thresholds, never inside one. */}
      <Text size="xs" c="dimmed">
        <span style={{ whiteSpace: 'nowrap' }}>
          margin call{' '}
          <Threshold value={loan.extra?.marginCallThreshold} label="Margin-call threshold" /> ·
        </span>{' '}
        <span style={{ whiteSpace: 'nowrap' }}>
          default <Threshold value={loan.extra?.defaultThreshold} label="Default threshold" />
        </span>
      </Text>
    </Stack>
  );
}

function Threshold({ value, label }: { value: Readable<string> | undefined; label: string }) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={label} />;
  return <>{formatRatio(value) ?? '—'}</>;
}

function daysText(days: number): string {
  if (days === 0) return 'matures today';
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'} left`;
  return `${-days} ${days === -1 ? 'day' : 'days'} past maturity`;
}

/** Maturity date and the whole days left until it. */
export function MaturityCell({
  maturityDate,
  now,
}: {
  maturityDate?: Readable<string> | undefined;
  now: number;
}) {
  const days = daysLeft(maturityDate, now);
  return (
    <Stack gap={2}>
      <Timestamp value={maturityDate} label="Maturity" wrap />
      {days === null ? null : (
        <Text
          size="xs"
          c={days < 0 ? undefined : 'dimmed'}
          style={days < 0 ? { color: 'var(--status-text-red)' } : undefined}
        >
          {daysText(days)}
        </Text>
      )}
    </Stack>
  );
}
