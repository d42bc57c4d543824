/** An amount cell read as the decimal the API takes, or why it cannot be. */
export type ReadAmount = { ok: true; amount: string } | { ok: false; problem: string };

/** Commas between groups of three, a point for decimals: 1,250,000.5. */
const GROUPED = /^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/;
/** One point and exactly three digits after it: 1.000 is 1 to some readers, 1000 to others. */
const POINT_OR_THOUSANDS = /^[1-9]\d{0,2}\.\d{3}$/;
/** Points between groups of three, as some locales write thousands: 1.000.000. */
const POINT_GROUPED = /^[1-9]\d{0,2}(\.\d{3}){2,}$/;

/**
 * A bulk amount as people write it in a spreadsheet. As everywhere in the dashboard, a point
 * is the decimal point and a comma never is; here commas between thousands are accepted and
 * dropped. What could be read two ways is refused with both readings rather than guessed:
 * money must not move a thousand times more than meant. Format errors beyond these are left to
 * the amount rules, which word them.
 */
export function readBulkAmount(cell: string): ReadAmount {
  const text = cell.trim();
  if (GROUPED.test(text)) return { ok: true, amount: text.replaceAll(',', '') };
  if (POINT_OR_THOUSANDS.test(text)) {
    const [whole = '', fraction = ''] = text.split('.');
    const asDecimal = `${whole}.${fraction.replace(/0+$/, '')}`.replace(/\.$/, '');
    return {
      ok: false,
      problem: `${text} could be ${asDecimal} or ${whole}${fraction}: write ${asDecimal}, or ${whole},${fraction} for thousands`,
    };
  }
  if (POINT_GROUPED.test(text)) {
    return {
      ok: false,
      problem: `Points mark decimals here: write thousands with commas (${text.replaceAll('.', ',')})`,
    };
  }
  if (text.includes(',')) {
    return {
      ok: false,
      problem: /^\d+,\d+$/.test(text)
        ? 'Use a point for decimals, not a comma (e.g. 1.5)'
        : 'Commas go between groups of three digits only (e.g. 1,250,000.5)',
    };
  }
  return { ok: true, amount: text };
}
