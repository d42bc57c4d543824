import { Stack, Text } from '@mantine/core';
import { Timestamp } from '../../../components/timestamp';
import { countdownTo } from '../countdown';
import { useNow } from '../../../components/use-now';

/** Live time left until an exchange's next settlement, with the exact local time below. */
export function SettlementCountdown({ target }: { target: string | undefined }) {
  const now = useNow(1000);
  const countdown = countdownTo(target, now);
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
      ) : (
        <Text size="sm">Not scheduled by the exchange</Text>
      )}
    </Stack>
  );
}
