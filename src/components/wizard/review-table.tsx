import { Accordion, Code, Table, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/** One line of a review, in words: what the order does, by label. */
export interface ReviewRow {
  label: string;
  value: ReactNode;
  /** The API field behind the row: its key only; the exact body is under Technical details. */
  field?: string;
}

/**
 * Label/value rows of what a form will send. Show amounts with `AmountText` (full precision,
 * never rounded) and ids as they are sent; a row whose value is empty reads "not sent".
 */
export function ReviewTable({ rows, caption }: { rows: readonly ReviewRow[]; caption: string }) {
  return (
    <Table withTableBorder withRowBorders verticalSpacing="xs" layout="fixed">
      <caption style={{ captionSide: 'top', textAlign: 'left', paddingBottom: 8 }}>
        <Text size="sm" c="dimmed" span>
          {caption}
        </Text>
      </caption>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field ?? row.label}>
            <Table.Th scope="row" w="35%" style={{ verticalAlign: 'top' }}>
              <Text size="sm" fw={600}>
                {row.label}
              </Text>
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
              {row.value === undefined || row.value === null || row.value === '' ? (
                <Text size="sm" c="dimmed">
                  not sent
                </Text>
              ) : (
                row.value
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The exact JSON body a form will send, for operators who check the wire format, collapsed
 * under "Technical details" so the review reads in words first. The block is a figure named
 * by `label`, so tests and assistive technology find it by that name once opened.
 */
export function RequestBodyPreview({ body, label }: { body: unknown; label: string }) {
  const captionId = useId();
  return (
    <Accordion variant="contained">
      <Accordion.Item value="technical">
        <Accordion.Control>Technical details</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" fw={600} mb={4} id={captionId}>
            {label}
          </Text>
          <Code
            block
            role="figure"
            aria-labelledby={captionId}
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {JSON.stringify(body, null, 2)}
          </Code>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
