import { Paper, Stack, Table, Text } from '@mantine/core';
import type { AbiLookup } from '../shared/abi-lookup';
import { decodeSmartCall } from '../shared/smart-calls';
import {
  addressInWords,
  argumentLabel,
  nativeAmountInWords,
  smartCallInWords,
  tokenAmountInWords,
  type AddressNamer,
} from './smart-call-words';

function AddressLine({ address, nameOf }: { address: string; nameOf: AddressNamer }) {
  const name = addressInWords(address, nameOf);
  return (
    <>
      {name === address ? 'Not in the address book or the known tokens' : name}
      <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {address}
      </Text>
    </>
  );
}

/**
 * Each call of a multi-smart-call order, decoded: the contract it calls (named from the
 * address book or the known tokens), the function with its arguments in words, and the coin
 * sent with it. A call that cannot be decoded says so, with its selector.
 */
export function SmartCallsList(props: {
  payloads: readonly string[];
  nameOf: AddressNamer;
  /** The order's currency: what a call's native value is counted in. */
  currency: string;
  /** The registered ABIs, beyond ERC-20, each call's contract is decoded with. */
  abis: AbiLookup;
}) {
  const { payloads, nameOf, currency, abis } = props;
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {payloads.map((payload, index) => {
        const call = decodeSmartCall(payload, abis);
        const heading = `Call ${index + 1} of ${payloads.length}: ${smartCallInWords(call, nameOf, currency)}`;
        return (
          <Paper component="li" key={`${index}-${payload}`} withBorder p="xs" radius="sm">
            <Text size="sm" fw={700}>
              {heading}
            </Text>
            {call.kind === 'unreadable' ? (
              <Text size="sm">This transaction could not be read. {call.explanation}</Text>
            ) : (
              <Table withRowBorders={false} verticalSpacing={2} aria-label={`Call ${index + 1}`}>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Th w={150}>Contract</Table.Th>
                    <Table.Td>
                      {call.to === undefined ? (
                        'No contract (it would create one)'
                      ) : (
                        <AddressLine address={call.to} nameOf={nameOf} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                  {call.kind === 'function' ? (
                    <>
                      <Table.Tr>
                        <Table.Th>Function</Table.Th>
                        <Table.Td>
                          {call.functionName}{' '}
                          <Text span size="xs" c="dimmed" ff="monospace">
                            {call.selector}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                      {call.args.map((arg) => (
                        <Table.Tr key={arg.name}>
                          <Table.Th>{argumentLabel(arg.name)}</Table.Th>
                          <Table.Td>
                            {arg.type === 'address' ? (
                              <AddressLine address={arg.value} nameOf={nameOf} />
                            ) : call.erc20 && arg.name === 'amount' ? (
                              tokenAmountInWords(arg.value, call.to)
                            ) : (
                              <Text
                                span
                                size="sm"
                                ff="monospace"
                                style={{ wordBreak: 'break-all' }}
                              >
                                {arg.value}
                              </Text>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </>
                  ) : null}
                  {call.kind === 'unknown-function' ? (
                    <Table.Tr>
                      <Table.Th>Function</Table.Th>
                      <Table.Td>
                        Not decoded: its selector {call.selector} is neither an ERC-20 function nor
                        in a registered ABI. Check it with whoever built the transaction.
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                  <Table.Tr>
                    <Table.Th>Sent with it</Table.Th>
                    <Table.Td>{nativeAmountInWords(call.value, currency)}</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
