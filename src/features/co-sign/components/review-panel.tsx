import { ReadableText } from '../../../components/unreadable-value';
import { readableText } from '../../../shared/contracts/readable';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { orderStatusInWords } from '../../../shared/order-status-words';
import { StatusBadge } from '../../../components/status-badge';
import { Timestamp } from '../../../components/timestamp';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderActions } from '../../order-writing/components/order-actions';
import { nameOf, type UserNames } from '../../reference-data/api/user-names';
import { approvableHere, needsMasterPassword, type SignerStanding } from '../co-sign-rules';
import { destinationOf } from '../safety-checks';
import { ApprovalCodeBadge } from './approval-code-badge';
import classes from './review-panel.module.css';
import { CoSignersDetails } from './co-signers-details';
import { DestinationDetails } from './destination-details';
import { SafetyAids } from './safety-aids';
import { useRegisteredAbis } from '../../reference-data/api/contract-abis';
import { StatusAlert } from '../../../components/status-alert';
import { SmartCallsListOnDemand } from '../../../components/smart-calls-on-demand';
import { addressBookNamer } from '../../../components/smart-call-words';
import { orderKindInWords, portfolioTypeInWords } from '../../../components/order-type-words';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={150} style={{ verticalAlign: 'top' }}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Loads with the call decoder, only for an order that makes smart calls (see smart-calls-on-demand). */
const SmartCallSafetyAids = lazy(async () => ({
  default: (await import('./smart-call-safety-aids')).SmartCallSafetyAids,
}));

export interface ReviewPanelProps {
  order: Order;
  standing: SignerStanding;
  approvalCode: string | undefined;
  names: UserNames;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  addressBook: readonly CryptoAddress[] | undefined;
  onApprove: () => void;
  now: number;
}

/** Everything a co-signer needs to verify before approving one order. */
export function ReviewPanel(props: ReviewPanelProps) {
  const { order, standing, names, portfolios, addressBook } = props;
  const extra = order.extra ?? {};
  const portfolio = portfolios?.get(order.portfolioId);
  const destination = destinationOf(order, addressBook ?? []);
  const entry = addressBook?.find((item) => item.cryptoAddressId === extra.toCryptoAddressId);
  const isCreator = !standing.canSign && standing.reason === 'creator';
  const payloads = extra.payloads ?? [];
  const { abis, contractName } = useRegisteredAbis();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="review-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h3" id="review-heading">
              Review: {orderKindInWords(order).toLowerCase()} from{' '}
              {portfolio?.portfolioName ?? order.portfolioId}
            </Title>
            <Text size="xs" c="dimmed" ff="monospace">
              Order {order.orderId}
            </Text>
          </Stack>
          <StatusBadge
            value={order.status}
            label={orderStatusInWords(order.status)}
            tone="action"
          />
        </Group>

        <ApprovalCodeBadge
          order={order}
          code={props.approvalCode}
          hint={
            isCreator
              ? 'Give this code to the co-signers over a separate channel so they can check they approve exactly this order.'
              : undefined
          }
        />

        <Table withRowBorders verticalSpacing={6} aria-label="Order details">
          <Table.Tbody>
            <Row label="Amount">
              <AmountText value={order.amount} currency={order.baseCurrency} />
              <Text span size="sm" c="dimmed" ml={6}>
                network {order.mainCurrency ?? 'not stated'}
              </Text>
            </Row>
            <Row label="Fee">
              <ReadableText value={extra.feeLevel ?? 'level not stated'} label="Fee level" />;{' '}
              {extra.includeFeeInWithdraw
                ? 'included in the amount (the destination receives less)'
                : 'added on top of the amount'}
              {extra.estimatedFees ? (
                <Text size="sm" c="dimmed" component="div">
                  Estimated network fee:{' '}
                  <AmountText
                    value={extra.estimatedFees.fee}
                    currency={extra.estimatedFees.feeCurrency}
                  />
                </Text>
              ) : null}
            </Row>
            <Row label="From">
              {portfolio?.portfolioName ?? order.portfolioId}{' '}
              <Text span size="sm" c="dimmed">
                ({portfolioTypeInWords(order.portfolioType)})
              </Text>
            </Row>
            {payloads.length > 0 ? (
              // A smart-contract order goes where its calls say, not to one destination.
              <Row label="Calls">
                <SmartCallsListOnDemand
                  payloads={payloads}
                  nameOf={addressBookNamer(addressBook ?? [], contractName)}
                  currency={readableText(order.baseCurrency, 'Currency')}
                  abis={abis}
                />
              </Row>
            ) : (
              <Row label="To">
                <DestinationDetails
                  entry={entry}
                  address={destination.address}
                  toPortfolio={
                    extra.toPortfolioId ? portfolios?.get(extra.toPortfolioId) : undefined
                  }
                  toPortfolioId={extra.toPortfolioId}
                />
              </Row>
            )}
            <Row label="Created">
              {order.createdBy ? nameOf(order.createdBy, names) : 'Creator not reported'},{' '}
              <Timestamp value={order.createdAt} />
            </Row>
            <Row label="Description">{extra.description ?? '—'}</Row>
          </Table.Tbody>
        </Table>

        <section aria-labelledby="co-signers-heading">
          <Title order={3} size="h5" id="co-signers-heading" mb={4}>
            Co-signers
          </Title>
          <CoSignersDetails order={order} names={names} />
        </section>

        <section aria-labelledby="checks-heading">
          <Title order={3} size="h5" id="checks-heading" mb={4}>
            Safety checks
          </Title>
          {payloads.length > 0 ? (
            <Suspense fallback={<Text size="sm">Reading the calls to check them…</Text>}>
              <SmartCallSafetyAids
                order={order}
                payloads={payloads}
                abis={abis}
                addressBook={addressBook}
                now={props.now}
              />
            </Suspense>
          ) : (
            <SafetyAids
              order={order}
              destination={destination}
              addressBook={addressBook}
              now={props.now}
            />
          )}
        </section>

        {standing.canSign ? null : (
          <StatusAlert
            color="gray"
            icon={<IconLock aria-hidden />}
            title={
              approvableHere(standing)
                ? 'You cannot approve this order'
                : "Needs an organization administrator's approval, in the Copper platform"
            }
            data-testid="approve-disabled-reason"
          >
            <Text size="sm">{standing.explanation}</Text>
          </StatusAlert>
        )}
        <OrderActions
          order={order}
          portfolioName={portfolio?.portfolioName}
          headingLevel={3}
          // The button below gives the master password here, with the review in view.
          masterPasswordHere={false}
        />
        <Group justify="space-between" className={classes.decision}>
          <RouterAnchor to="/orders/$orderId" params={{ orderId: order.orderId }} size="sm">
            Open order detail
          </RouterAnchor>
          {/* No button that no one here could ever use (an administrator's approval). */}
          {approvableHere(standing) ? (
            <Button onClick={props.onApprove} disabled={!standing.canSign}>
              {needsMasterPassword(order) ? 'Enter master password…' : 'Approve…'}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
