import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { countOf, type LeftOut, type Noun } from '../lib/left-out';
import { unreadableTitle } from './unreadable-value';
import type { Unreadable } from '../shared/contracts/readable';

/** What a total or count beside it left out, in words ("2 orders left out: amount unreadable"). */
export function LeftOutNote({ leftOut, noun }: { leftOut: LeftOut; noun: Noun }) {
  const words = leftOut.words(noun);
  if (words === undefined) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" data-left-out>
      <IconAlertTriangle
        size={14}
        aria-hidden
        style={{ flex: 'none', marginTop: 2, color: 'var(--status-text-orange)' }}
      />
      <Text size="xs" style={{ color: 'var(--status-text-orange)' }}>
        {words}
      </Text>
    </Group>
  );
}

/**
 * Items of a list answer that could not be read at all (not an object, no id…): said above
 * the list, with what arrived one click away, so nobody takes the list for complete.
 */
export function UnreadableItemsNotice({
  items,
  noun,
}: {
  items: readonly Unreadable[];
  noun: Noun;
}) {
  if (items.length === 0) return null;
  const shown = items.slice(0, 5);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${countOf(items.length, noun)} in the provider's answer could not be read`}
      data-unreadable-items={items.length}
    >
      <Stack gap={4}>
        <Text size="sm">
          {items.length === 1 ? 'It is' : 'They are'} not shown here and left out of every total and
          count on this page.
        </Text>
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
            What arrived
          </summary>
          <Stack gap={4} mt={4}>
            {shown.map((item, index) => (
              // Raw provider text in a code block: React renders it as text, never as HTML.
              <Code key={index} block title={unreadableTitle(noun.one, item)}>
                {item.raw}
              </Code>
            ))}
            {items.length > shown.length ? (
              <Text size="xs" c="dimmed">
                and {countOf(items.length - shown.length, noun)} more
              </Text>
            ) : null}
          </Stack>
        </details>
      </Stack>
    </Alert>
  );
}
