import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows, as tall as the real ones, while the first page loads. */
export function ActivityTableSkeleton({ label = 'Loading activity' }: { label?: string }) {
  return (
    <Stack gap={8} role="status" aria-label={label} aria-live="polite">
      <Skeleton height={36} />
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}
