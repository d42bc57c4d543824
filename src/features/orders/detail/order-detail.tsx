import { Accordion, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OrderAmount } from '../../../components/order-amount';
import { addressBookNamer } from '../../../components/smart-call-words';
import { SmartCallsListOnDemand } from '../../../components/smart-calls-on-demand';
import { readableText } from '../../../shared/contracts/readable';
import { useRegisteredAbis } from '../../reference-data/api/contract-abis';
import { cryptoAddressesQueryOptions } from '../../reference-data/api/reference-queries';
import { Timestamp } from '../../../components/timestamp';
import type { Order } from '../../../shared/contracts/orders';
import { CopyValueButton } from '../../../components/copy-value-button';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { orderDestination } from '../components/order-destination';
import { ApprovalCodeLine } from './approval-code-line';
import { LinkedOrders } from './linked-orders';
import { OrderDashboardHistory } from './order-dashboard-history';
import { OrderAddresses } from './order-addresses';
import { OrderCoSigners } from './order-co-signers';
import { OrderFees } from './order-fees';
import { OrderFieldsTable } from './order-fields-table';
import { OrderNextStep } from './order-next-step';
import { orderKindInWords, portfolioTypeInWords } from '../../../components/order-type-words';

function Section({ title, level, children }: { title: string; level: 2 | 3; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={level} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * Everything about one order: the key facts, its approval code, co-signers, linked orders,
 * address records, fees, every field in words and the raw JSON. `headingLevel` fits the
 * sections under the page's or the drawer's own heading.
 */
export function OrderDetail({
  order,
  portfolioName,
  headingLevel,
}: {
  order: Order;
  portfolioName: string | undefined;
  headingLevel: 2 | 3;
}) {
  const destination = orderDestination(order);
  const payloads = order.extra?.payloads ?? [];
  // Only calls need the address book here: it names the contracts and addresses they touch.
  const book = useQuery({ ...cryptoAddressesQueryOptions, enabled: payloads.length > 0 });
  const { abis, contractName } = useRegisteredAbis();
  const nameOf = addressBookNamer(book.data?.cryptoAddresses ?? [], contractName);
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group gap="sm" wrap="wrap">
            <OrderStatusBadge status={order.status} />
            <Text size="sm">{orderKindInWords(order)}</Text>
            <Text size="xl" fw={600}>
              <OrderAmount order={order} nameOf={nameOf} abis={abis} />
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <Fact label="Order id">
              <Group gap={4} wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {order.orderId}
                </Text>
                <CopyValueButton value={order.orderId} what="order id" />
              </Group>
            </Fact>
            <Fact label="Portfolio">
              <Text size="sm">
                {portfolioName ?? order.portfolioId}{' '}
                <Text span size="xs" c="dimmed">
                  {portfolioTypeInWords(order.portfolioType)}
                </Text>
              </Text>
            </Fact>
            <Fact label="Network">
              <Text size="sm">{order.mainCurrency ?? '—'}</Text>
            </Fact>
            <Fact label="Created">
              <Timestamp value={order.createdAt} />
            </Fact>
            <Fact label="Updated">
              <Timestamp value={order.updatedAt} />
            </Fact>
            <Fact label="Terminated">
              <Timestamp value={order.terminatedAt} />
            </Fact>
            {destination ? (
              <Fact label={`Destination (${destination.label.toLowerCase()})`}>
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {destination.value}
                </Text>
              </Fact>
            ) : null}
          </SimpleGrid>
          <ApprovalCodeLine order={order} />
        </Stack>
      </Paper>
      <OrderNextStep order={order} />
      {payloads.length > 0 ? (
        <Section title="Contract calls" level={headingLevel}>
          <SmartCallsListOnDemand
            payloads={payloads}
            nameOf={nameOf}
            currency={readableText(order.baseCurrency, 'Currency')}
            abis={abis}
          />
        </Section>
      ) : null}
      <Section title="Co-signers" level={headingLevel}>
        <OrderCoSigners extra={order.extra} />
      </Section>
      <Section title="History in this dashboard" level={headingLevel}>
        <OrderDashboardHistory orderId={order.orderId} />
      </Section>
      <Section title="Linked orders" level={headingLevel}>
        <LinkedOrders order={order} />
      </Section>
      <Section title="Crypto addresses" level={headingLevel}>
        <OrderAddresses order={order} />
      </Section>
      <Section title="Estimated fees" level={headingLevel}>
        <OrderFees order={order} />
      </Section>
      <Section title="All fields" level={headingLevel}>
        <OrderFieldsTable order={order} caption="All fields of the order" />
      </Section>
      <Accordion variant="contained">
        <Accordion.Item value="raw">
          <Accordion.Control>Raw JSON</Accordion.Control>
          <Accordion.Panel>
            {/* Focusable because it scrolls: keyboard users must be able to scroll it too. */}
            <Code block fz="xs" tabIndex={0} style={{ maxHeight: 480, overflow: 'auto' }}>
              {JSON.stringify(order, null, 2)}
            </Code>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
