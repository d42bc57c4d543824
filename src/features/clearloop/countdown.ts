import { Money } from '../../lib/decimal';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface Countdown {
  /** The target time has come (or passed): the settlement is due. */
  due: boolean;
  /** "3h 05m 09s" to go, or how long ago it became due. */
  label: string;
  /** Whole seconds left (0 once due); what a screen reader announces. */
  secondsLeft: string;
}

/**
 * Time left until an epoch-ms timestamp. Computed on the exact wire digits with
 * decimals, so no timestamp is ever truncated by float arithmetic. Upcoming time
 * rounds up (it reads 0s exactly at the target), elapsed time rounds down.
 */
export function countdownTo(target: string | undefined, nowMs: number): Countdown | null {
  if (!target || !/^\d{1,16}$/.test(target)) return null;
  const remaining = new Money(target).minus(Math.trunc(nowMs));
  if (remaining.gt(0)) {
    const seconds = remaining.div(SECOND).ceil();
    return { due: false, label: formatSeconds(seconds), secondsLeft: seconds.toFixed() };
  }
  const elapsed = remaining.neg().div(SECOND).floor();
  return { due: true, label: formatSeconds(elapsed), secondsLeft: '0' };
}

function formatSeconds(total: InstanceType<typeof Money>): string {
  const days = total.divToInt(DAY / SECOND);
  const afterDays = total.minus(days.times(DAY / SECOND));
  const hours = afterDays.divToInt(HOUR / SECOND);
  const afterHours = afterDays.minus(hours.times(HOUR / SECOND));
  const minutes = afterHours.divToInt(MINUTE / SECOND);
  const seconds = afterHours.minus(minutes.times(MINUTE / SECOND));
  const pad = (value: InstanceType<typeof Money>) => value.toFixed().padStart(2, '0');
  if (days.gt(0)) return `${days.toFixed()}d ${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (hours.gt(0)) return `${hours.toFixed()}h ${pad(minutes)}m ${pad(seconds)}s`;
  if (minutes.gt(0)) return `${minutes.toFixed()}m ${pad(seconds)}s`;
  return `${seconds.toFixed()}s`;
}

const frequencyUnits = [
  { size: DAY, one: 'day', many: 'days' },
  { size: HOUR, one: 'hour', many: 'hours' },
  { size: MINUTE, one: 'minute', many: 'minutes' },
  { size: SECOND, one: 'second', many: 'seconds' },
] as const;

/**
 * A settlement cycle length (milliseconds) in words: "every 8 hours". Whole days
 * are only used from two days up, since "every 24 hours" is how desks say it.
 */
export function formatFrequency(frequencyMs: string | undefined): string | null {
  if (!frequencyMs || !/^\d+$/.test(frequencyMs)) return null;
  const value = new Money(frequencyMs);
  if (value.isZero()) return null;
  for (const unit of frequencyUnits) {
    const count = value.div(unit.size);
    if (!count.isInteger() || count.lt(1)) continue;
    if (unit.size === DAY && count.lt(2)) continue;
    return `every ${count.eq(1) ? unit.one : `${count.toFixed()} ${unit.many}`}`;
  }
  return `every ${value.toFixed()} ms`;
}
