import { SegmentedControl } from '@mantine/core';
import { historyPeriods, isHistoryPeriod, type HistoryPeriod } from '../lib/history-periods';

const periodOptions = Object.entries(historyPeriods).map(([value, period]) => ({
  value,
  label: period.label,
}));

/** Chooses the period a history chart shows. */
export function HistoryPeriodControl({
  value,
  onChange,
}: {
  value: HistoryPeriod;
  onChange: (period: HistoryPeriod) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      aria-label="Period"
      data={periodOptions}
      value={value}
      onChange={(chosen) => {
        if (isHistoryPeriod(chosen)) onChange(chosen);
      }}
    />
  );
}
