import { UnreadableReferenceNotice } from '../../reference-data/components/unreadable-reference-notice';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PageHeader } from '../../../components/page-header';
import { QueriesGate } from '../../../components/queries-gate';
import { LeaveGuard } from '../../../components/wizard/leave-guard';
import { WizardShell, type WizardStep } from '../../../components/wizard/wizard-shell';
import { useWriteAccess, WriteAccessNotice } from '../../../components/write-access';
import {
  cryptoAddressesQueryOptions,
  currenciesQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import { maxBulkOrders } from '../../../shared/contracts/create-order';
import { useStepNavigation, type WizardRouteProps } from '../../order-writing/use-step-navigation';
import type { BulkContext } from '../bulk-row-rules';
import type { BulkStep } from '../bulk-steps';
import { useBulkBatch } from '../use-bulk-batch';
import { BatchTable } from './batch-table';
import { BatchTotals } from './batch-totals';
import { ImportPanel } from './import-panel';
import { RowsGrid } from './rows-grid';

const steps: readonly WizardStep<BulkStep>[] = [
  { id: 'rows', label: 'Build the batch' },
  { id: 'review', label: 'Review and send' },
];

type WizardProps = WizardRouteProps<BulkStep>;

/** Loads what rows are checked against (currencies, portfolios, address book), then the wizard. */
export function BulkWizard(props: WizardProps) {
  const currencies = useQuery(currenciesQueryOptions);
  const portfolios = useQuery(portfoliosQueryOptions);
  const addresses = useQuery(cryptoAddressesQueryOptions);
  const ctx = useMemo<BulkContext | undefined>(
    () =>
      currencies.data && portfolios.data && addresses.data
        ? {
            currencies: currencies.data.currencies,
            portfolios: portfolios.data,
            addresses: addresses.data.cryptoAddresses,
          }
        : undefined,
    [currencies.data, portfolios.data, addresses.data],
  );
  return (
    <>
      <PageHeader
        title="New bulk order"
        description="Import or type many withdrawals; they are sent in calls of at most 49 orders."
      />
      <QueriesGate
        queries={[currencies, portfolios, addresses]}
        data={ctx}
        pendingLabel="Loading currencies, portfolios and the address book…"
      >
        {(loaded) => <BulkBatch {...props} ctx={loaded} />}
      </QueriesGate>
    </>
  );
}

function callsFor(count: number): string {
  const calls = Math.ceil(count / maxBulkOrders);
  return `${count} order${count === 1 ? '' : 's'} in ${calls} call${calls === 1 ? '' : 's'}`;
}

function BulkBatch({ step, navigate, ctx }: WizardProps & { ctx: BulkContext }) {
  const onStepChange = useStepNavigation(navigate);
  const batch = useBulkBatch(ctx);
  const access = useWriteAccess('createOrdersInBulk');
  const invalid = batch.rows.filter((row) => batch.checks.get(row.key)?.ok === false).length;
  const readyItems = batch.sendable.flatMap((row) => {
    const check = batch.checks.get(row.key);
    return check?.ok ? [check.item] : [];
  });
  const errorsOf = (key: string) => {
    const check = batch.checks.get(key);
    return check && !check.ok ? check.errors : undefined;
  };

  return (
    <>
      <WriteAccessNotice access={access} />
      <UnreadableReferenceNotice />
      <LeaveGuard isDirty={batch.hasUnsent || batch.sending} />
      <WizardShell
        steps={steps}
        step={step}
        onStepChange={onStepChange}
        reachableStep={batch.rows.length > 0 ? 'review' : 'rows'}
        navigationLocked={batch.sending}
        submitAction={
          <Button
            type="button"
            disabled={batch.sendable.length === 0 || !access.allowed}
            loading={batch.sending}
            onClick={() => batch.send(batch.sendable)}
          >
            {batch.sendable.length === 0
              ? 'Nothing to send'
              : `Send ${callsFor(batch.sendable.length)}`}
          </Button>
        }
      >
        {step === 'rows' ? (
          <Stack gap="md">
            <ImportPanel ctx={ctx} onImport={batch.addRows} />
            <Text size="sm" role="status">
              {batch.rows.length} rows;{' '}
              {invalid === 0 ? 'no problems found' : `${invalid} with problems`}.
            </Text>
            <RowsGrid
              rows={batch.rows}
              errorsOf={errorsOf}
              isLocked={batch.isLocked}
              onCellChange={batch.editCell}
              onRemove={batch.removeRow}
              onAdd={batch.addEmptyRow}
            />
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              {batch.sendable.length > 0
                ? `Ready: ${callsFor(batch.sendable.length)} of at most ${maxBulkOrders}. `
                : ''}
              {invalid > 0
                ? `${invalid} row${invalid === 1 ? ' has' : 's have'} problems and will not be sent; fix them in the previous step.`
                : ''}
            </Text>
            {batch.progress ? (
              <Stack gap={4}>
                <Text size="sm" id="bulk-progress-label">
                  {batch.sending ? 'Sending: ' : 'Sent: '}
                  {batch.progress.callsDone} of {batch.progress.callsTotal} calls answered
                </Text>
                <Progress
                  value={(batch.progress.callsDone / Math.max(1, batch.progress.callsTotal)) * 100}
                  aria-labelledby="bulk-progress-label"
                />
              </Stack>
            ) : null}
            {batch.failed.length > 0 && !batch.sending ? (
              <Group>
                <Button variant="default" color="red" onClick={() => batch.send(batch.failed)}>
                  Retry failed rows ({batch.failed.length})
                </Button>
                <Text size="sm">They are sent again with their original external order ids.</Text>
              </Group>
            ) : null}
            <BatchTotals items={readyItems} />
            <BatchTable
              rows={batch.rows}
              checks={batch.checks}
              outcomes={batch.outcomes}
              ctx={ctx}
            />
          </Stack>
        )}
      </WizardShell>
    </>
  );
}
