import { DatePickerInput, type DatesRangeValue, type DateStringValue } from '@mantine/dates';
import { useState } from 'react';
import { useNow } from '../use-now';
import { dayOf, endOfDayMs, rangePresets, startOfDayMs } from './date-filter-values';

/**
 * A local calendar-day range over two epoch-ms search params; the end day is included. Today and
 * the last 7 or 30 days are one click each.
 */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
  // Re-read each minute, so a page left open past midnight offers the new day.
  const now = useNow(60_000);
  const applied: DatesRangeValue<DateStringValue> = [dayOf(from), dayOf(to)];
  const [draft, setDraft] = useState(applied);
  const [lastApplied, setLastApplied] = useState(applied);
  if (applied[0] !== lastApplied[0] || applied[1] !== lastApplied[1]) {
    setLastApplied(applied);
    setDraft(applied);
  }
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Any date"
      allowSingleDateInRange
      presets={rangePresets(now)}
      clearable
      value={draft}
      onChange={(range) => {
        setDraft(range);
        const [start, end] = range;
        // A half-picked range waits for its end day before filtering.
        if (start !== null && end === null) return;
        onChange(start ? startOfDayMs(start) : undefined, end ? endOfDayMs(end) : undefined);
      }}
      valueFormat="D MMM YYYY"
      w={240}
      size="sm"
    />
  );
}

/** A single "since" day over one epoch-ms search param. */
export function SinceDateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <DatePickerInput
      label={label}
      placeholder="Any date"
      clearable
      value={dayOf(value)}
      onChange={(day) => onChange(day ? startOfDayMs(day) : undefined)}
      valueFormat="D MMM YYYY"
      w={180}
      size="sm"
    />
  );
}
