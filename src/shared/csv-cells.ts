/** Starts of a cell a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text written into a CSV is untrusted: a leading quote makes a spreadsheet show it as
 * text instead of running it. Shared by the browser's exports and the sandbox's CSV answers.
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
