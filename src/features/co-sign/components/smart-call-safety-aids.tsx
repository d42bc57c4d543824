import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import type { AbiLookup } from '../../../shared/abi-lookup';
import { decodeSmartCall } from '../../../shared/smart-calls';
import { destinationHistoryQueryOptions } from '../api/co-sign-queries';
import { addressesNeedingHistory, smartCallFindings } from '../smart-call-checks';
import { Flag, LookAlikeList } from './safety-aids';

/**
 * The safety checks of a multi-smart-call order, made on what its calls touch (the contracts
 * and every decoded address) rather than on the order's own destination, which it has none of.
 */
export function SmartCallSafetyAids({
  order,
  payloads,
  abis,
  addressBook,
  now,
}: {
  order: Order;
  /** The order's serialised calls, decoded here with the registered ABIs. */
  payloads: readonly string[];
  abis: AbiLookup;
  addressBook: readonly CryptoAddress[] | undefined;
  now: number;
}) {
  const calls = payloads.map((payload) => decodeSmartCall(payload, abis));
  const addresses = addressesNeedingHistory(calls);
  const histories = useQueries({
    queries: addresses.map((address) => destinationHistoryQueryOptions(address)),
  });
  const historyByAddress = new Map(
    addresses.map((address, index) => [address, histories[index]?.data?.orders]),
  );
  const findings = smartCallFindings({
    order,
    calls,
    addressBook: addressBook ?? [],
    historyOf: (address) => historyByAddress.get(address),
    now,
  });
  return (
    <Stack gap="xs" data-testid="smart-call-checks">
      {addressBook === undefined ? (
        <Text size="sm" c="dimmed" role="status">
          Loading the address book to check the addresses the calls touch…
        </Text>
      ) : null}
      {findings.map((finding) => (
        <Stack key={`${finding.title}: ${finding.text}`} gap={4}>
          <Flag tone={finding.tone} title={finding.title}>
            {finding.text}
          </Flag>
          {finding.lookAlikes === undefined ? null : <LookAlikeList entries={finding.lookAlikes} />}
        </Stack>
      ))}
      {histories.some((history) => history.isPending) ? (
        <Text size="sm" c="dimmed" role="status">
          Checking earlier payments to the addresses the calls touch…
        </Text>
      ) : null}
      {histories.some((history) => history.isError) ? (
        <Flag tone="info" title="Payment history unavailable">
          Earlier payments to some of these addresses could not be read, so first-payment and size
          checks were not made for them.
        </Flag>
      ) : null}
    </Stack>
  );
}
