import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** A local date and time picker whose value is the API's epoch-milliseconds string. */
export function DateTimeFilter({
  label,
  description,
  value,
  onChange,
  error,
  withSeconds,
}: {
  label: string;
  description?: string;
  value: string | null;
  onChange: (epochMs: string | null) => void;
  error?: string | undefined;
  withSeconds?: boolean;
}) {
  return (
    <DateTimePicker
      label={label}
      description={description}
      placeholder="Any time"
      clearable
      withSeconds={withSeconds}
      valueFormat={withSeconds ? 'DD MMM YYYY HH:mm:ss' : 'DD MMM YYYY HH:mm'}
      value={value === null ? null : dayjs(Number(value)).format(PICKER_FORMAT)}
      onChange={(next) => {
        const parsed = next === null ? null : dayjs(next);
        onChange(parsed?.isValid() ? String(parsed.valueOf()) : null);
      }}
      error={error}
      // Mantine's placeholder grey is below AA contrast; the theme's dimmed colour is not.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
