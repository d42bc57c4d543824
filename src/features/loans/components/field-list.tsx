import { Box, SimpleGrid, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { Timestamp } from '../../../components/timestamp';
import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import { formatDuration } from '../../../lib/time';
import { inWords } from '../loan-facts';
import { amountFields, isTimestampField, labelOf, ratioFields } from '../loan-field-labels';
import { InterestRate, LoanStatusBadge, LtvHealthBadge, PartyId, RatioText } from './loan-cells';
import { CounterpartyRef, OrganizationRef, PersonRef, PortfolioRef } from './party-refs';

/** Fields that hold a person's user id. */
const personFields = new Set([
  'createdBy',
  'updatedBy',
  'approvedBy',
  'acceptedBy',
  'repaidBy',
  'defaultedBy',
  'cancelledBy',
  'rejectedBy',
]);

/** One API value, shown by what its field means; anything unforeseen as plain text. */
export function FieldValue({
  field,
  value,
  currency,
  label = field,
}: {
  field: string;
  value: unknown;
  currency?: Readable<string> | undefined;
  /** The field's label, for a value the provider sent out of format. */
  label?: string;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={label} />;
  if (typeof value === 'boolean') return <Text size="sm">{value ? 'Yes' : 'No'}</Text>;
  if (typeof value !== 'string') {
    return (
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {JSON.stringify(value)}
      </Text>
    );
  }
  if (field === 'status') return <LoanStatusBadge status={value} />;
  if (field === 'debtRatioStatus') return <LtvHealthBadge status={value} />;
  if (field === 'loanType' || field === 'modificationType' || field === 'allocationType') {
    return <Text size="sm">{inWords(value)}</Text>;
  }
  if (field === 'interestRate' || field.endsWith('InterestRate'))
    return <InterestRate bps={value} />;
  if (ratioFields.has(field)) return <RatioText value={value} />;
  if (field === 'marginCallExpiryPeriod') return <Text size="sm">{formatDuration(value)}</Text>;
  if (field === 'lenderFeeSharePercentage') return <Text size="sm">{value}%</Text>;
  if (amountFields.has(field)) {
    return (
      <AmountText
        value={value}
        currency={field.endsWith('Usd') || field.endsWith('Value') ? 'USD' : currency}
      />
    );
  }
  if (isTimestampField(field)) return <Timestamp value={value} />;
  if (field.endsWith('CounterpartyId') || field === 'counterpartyId') {
    return <CounterpartyRef counterpartyId={value} />;
  }
  if (personFields.has(field)) return <PersonRef userId={value} />;
  if (field.endsWith('PortfolioId')) return <PortfolioRef portfolioId={value} />;
  if (field.endsWith('OrganizationId')) return <OrganizationRef organizationId={value} />;
  if (field.endsWith('Id')) return <PartyId value={value} />;
  return (
    <Text size="sm" style={{ wordBreak: 'break-word' }}>
      {value}
    </Text>
  );
}

/** Every field of an API object as a labelled description list. */
export function FieldList({
  entries,
  labels,
  currency,
}: {
  entries: [string, unknown][];
  labels?: Record<string, string>;
  currency?: Readable<string> | undefined;
}) {
  return (
    <SimpleGrid
      component="dl"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {entries.map(([field, value]) => (
        <div key={field}>
          <Text component="dt" size="xs" c="dimmed" fw={600}>
            {labelOf(field, labels)}
          </Text>
          <Box component="dd" m={0}>
            <FieldValue
              field={field}
              value={value}
              currency={currency}
              label={labelOf(field, labels)}
            />
          </Box>
        </div>
      ))}
    </SimpleGrid>
  );
}
