import { Button } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';

/** Beside a filter bar: shown only while some filter is set, it clears them all. */
export function ClearFiltersButton({ active, onReset }: { active: number; onReset: () => void }) {
  if (active === 0) return null;
  return (
    <Button
      variant="subtle"
      size="sm"
      leftSection={<IconFilterOff size={16} aria-hidden />}
      onClick={onReset}
    >
      Clear filters
    </Button>
  );
}
