import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the first page loads. */
export function OrdersTableSkeleton() {
  return (
    <Stack gap={8} role="status" aria-label="Loading orders" aria-live="polite">
      <Skeleton height={36} />
      {Array.from({ length: 10 }, (_, index) => (
        <Skeleton key={index} height={30} />
      ))}
    </Stack>
  );
}
