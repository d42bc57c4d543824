import { Button } from '@mantine/core';
import { useState } from 'react';

/**
 * The first `limit` of a long list until the reader asks for all of it: every line of the
 * totals is drawn (unlike the wallets table's rows), so an organization with thousands of
 * wallets still gets its page at once.
 */
export function useFold<T>(items: readonly T[], limit: number) {
  const [open, setOpen] = useState(false);
  const shown = open ? items : items.slice(0, limit);
  return { shown, hidden: items.length - shown.length, unfold: () => setOpen(true) };
}

/** "Show all 30 currencies (22 more)", or nothing when nothing is folded away. */
export function UnfoldButton({
  fold,
  total,
  label,
}: {
  fold: { hidden: number; unfold: () => void };
  total: number;
  /** The button's accessible name, when its text alone would not say what it unfolds. */
  label?: string;
}) {
  if (fold.hidden === 0) return null;
  return (
    <Button variant="subtle" size="compact-sm" onClick={fold.unfold} aria-label={label}>
      Show all {total} currencies ({fold.hidden} more)
    </Button>
  );
}
