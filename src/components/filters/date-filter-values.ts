import dayjs from 'dayjs';

/** A calendar day (`YYYY-MM-DD`, the date picker's value) as epoch ms of its first local moment. */
export function startOfDayMs(day: string): string {
  return String(dayjs(day).startOf('day').valueOf());
}

/** A calendar day as epoch ms of its last local millisecond, so the whole day is included. */
export function endOfDayMs(day: string): string {
  return String(dayjs(day).endOf('day').valueOf());
}

/** Epoch ms from the URL back to the local calendar day the picker shows. */
export function dayOf(epochMs: string | undefined): string | null {
  if (epochMs === undefined || !/^\d{1,16}$/.test(epochMs)) return null;
  return dayjs(Number(epochMs)).format('YYYY-MM-DD');
}

/**
 * One-click ranges for a range picker, in the person's own days: today, and the last 7 and 30
 * days counting today.
 */
export function rangePresets(nowMs: number): { value: [string, string]; label: string }[] {
  const today = dayjs(nowMs).startOf('day');
  const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
  return [
    { value: [day(today), day(today)], label: 'Today' },
    { value: [day(today.subtract(6, 'day')), day(today)], label: 'Last 7 days' },
    { value: [day(today.subtract(29, 'day')), day(today)], label: 'Last 30 days' },
  ];
}
