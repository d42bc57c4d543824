import { Skeleton, Stack } from '@mantine/core';

/** A loan row's usual height at desktop widths, where type, name and dates wrap to 2–4 lines. */
const ROW_HEIGHT = 104;
/** More rows than any screen shows: past them nothing follows the table, so nothing can move. */
const MOST_ROWS = 20;

/**
 * Placeholder rows as tall as the real ones while a page of loans loads, so the table takes
 * its place without the page moving under the reader.
 */
export function LoansTableSkeleton({ rows }: { rows: number }) {
  return (
    <Stack gap={0} role="status" aria-label="Loading loans" aria-live="polite">
      <Skeleton height={64} radius={0} mb={1} />
      {Array.from({ length: Math.min(rows, MOST_ROWS) }, (_, index) => (
        <Skeleton key={index} height={ROW_HEIGHT - 1} radius={0} mb={1} />
      ))}
    </Stack>
  );
}
