import { Chip, Group, Text } from '@mantine/core';
import { watchListLoans, type LoanWatch } from '../loan-watch';
import { watchLists, watchListWords, type WatchList } from '../watch-lists';

/**
 * The watch lists as one-choice chips, each with the count Today and the risk board show: the
 * same selectors over the same read of open loans.
 */
export function WatchFilter({
  watch,
  value,
  onChange,
}: {
  watch: LoanWatch | undefined;
  value: WatchList | undefined;
  onChange: (list: WatchList | undefined) => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Needs a look">
      <Text size="sm" fw={600}>
        Needs a look:
      </Text>
      {watchLists.map((list) => {
        const count = watch === undefined ? undefined : watchListLoans(watch, list).length;
        return (
          <Chip
            key={list}
            size="sm"
            checked={value === list}
            onChange={(checked) => onChange(checked ? list : undefined)}
            wrapperProps={{ 'data-watch': list }}
          >
            {watchListWords[list]}
            {/* Reserves its width while counting, so the row does not shift as counts arrive. */}
            <Text
              span
              size="sm"
              fw={700}
              ml={6}
              miw="2ch"
              display="inline-block"
              data-testid={`count-${list}`}
            >
              {count ?? '…'}
            </Text>
          </Chip>
        );
      })}
    </Group>
  );
}
