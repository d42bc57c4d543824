import { formatDecimal } from '../lib/format-decimal';
import { isUnreadable, Unreadable, type Readable } from '../shared/contracts/readable';
import text from './text-styles.module.css';
import { UnreadableValue } from './unreadable-value';

/**
 * An amount at full precision with its currency; a value the provider sent out of format is
 * shown raw and marked unreadable, under `label` (the field's name, "Amount" by default).
 * Plain spans rather than Mantine Text: tables show one per row.
 */
export function AmountText({
  value,
  currency,
  label = 'Amount',
  wrap = false,
}: {
  value: Readable<string>;
  currency?: Readable<string> | undefined;
  label?: string;
  /** Let the currency go under the figure where the column is narrow; the figure never breaks. */
  wrap?: boolean;
}) {
  const formatted = isUnreadable(value) ? null : formatDecimal(value);
  return (
    <span className={`${text.sm} ${text.mono}`}>
      {isUnreadable(value) ? (
        <UnreadableValue value={value} label={label} />
      ) : formatted === null ? (
        // A string the fetch layer let through (a form's own value): still never shown as a figure.
        <UnreadableValue value={new Unreadable(value, 'not a decimal')} label={label} />
      ) : wrap ? (
        <span className={text.nowrap}>{formatted}</span>
      ) : (
        formatted
      )}
      {wrap && currency !== undefined && currency !== '' ? ' ' : null}
      {currency === undefined || currency === '' ? null : (
        <span
          className={`${text.sm} ${text.dimmed}`}
          // A space, not a margin, is where a wrapping amount may break.
          style={{ fontFamily: 'var(--mantine-font-family)', marginLeft: wrap ? 0 : 4 }}
        >
          {isUnreadable(currency) ? (
            <UnreadableValue value={currency} label="Currency" />
          ) : (
            currency
          )}
        </span>
      )}
    </span>
  );
}
