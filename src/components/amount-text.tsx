import { formatDecimal } from '../lib/format-decimal';
import text from './text-styles.module.css';

/**
 * An amount at full precision with its currency; malformed input is shown raw, flagged. Plain
 * spans rather than Mantine Text: tables show one per row.
 */
export function AmountText({ value, currency }: { value: string; currency?: string | undefined }) {
  const formatted = formatDecimal(value);
  return (
    <span
      className={`${text.sm} ${text.mono}`}
      style={formatted === null ? { color: 'var(--mantine-color-red-text)' } : undefined}
      title={formatted === null ? 'Not a valid amount' : undefined}
    >
      {formatted ?? value}
      {currency ? (
        <span
          className={`${text.sm} ${text.dimmed}`}
          style={{ fontFamily: 'var(--mantine-font-family)', marginLeft: 4 }}
        >
          {currency}
        </span>
      ) : null}
    </span>
  );
}
