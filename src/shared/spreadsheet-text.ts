/** Starts of a cell a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from outside is untrusted: a leading quote makes a spreadsheet show it as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
