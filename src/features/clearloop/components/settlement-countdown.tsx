import { Stack, Text } from '@mantine/core';
import { Timestamp } from '../../../components/timestamp';
import { countdownTo } from '../countdown';
import { useNow } from '../../../components/use-now';
import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';

/** Live time left until an exchange's next settlement, with the exact local time below. */
export function SettlementCountdown({ target }: { target: Readable<string> | undefined }) {
  const now = useNow(1000);
  const countdown = isUnreadable(target) ? null : countdownTo(target, now);
  return (
    <Stack gap={2} align="flex-end">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Next settlement
      </Text>
      {countdown ? (
        <>
          {/* role=timer is not announced on every tick, which would drown a screen reader. */}
          <Text role="timer" ff="monospace" fw={700} size="lg" aria-atomic>
            {countdown.due ? `Due ${countdown.label} ago` : `in ${countdown.label}`}
          </Text>
          <Timestamp value={target} />
        </>
      ) : isUnreadable(target) ? (
        <UnreadableValue value={target} label="Next settlement" />
      ) : (
        <Text size="sm">Not scheduled by the exchange</Text>
      )}
    </Stack>
  );
}
