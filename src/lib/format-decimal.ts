const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/**
 * Formats a decimal string with grouped integer digits and every fraction digit kept: nothing
 * is rounded, so a review screen shows exactly what is sent. Leading zeros and the sign of zero
 * are dropped. Returns null when the input is not a plain decimal string.
 *
 * Pure string work, no decimal library: every table row shows amounts, and pages that only
 * show them need not download one.
 */
export function formatDecimal(value: string): string | null {
  if (!DECIMAL_STRING.test(value)) return null;
  const negative = value.startsWith('-');
  const [givenInteger = '0', fraction] = (negative ? value.slice(1) : value).split('.');
  const integer = givenInteger.replace(/^0+(?=\d)/, '');
  const zero = /^0+$/.test(integer) && !/[1-9]/.test(fraction ?? '');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && !zero ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
