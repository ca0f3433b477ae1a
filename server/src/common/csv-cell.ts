/**
 * A spreadsheet opening a CSV file runs any cell that starts with =, +, -, @, a tab or a carriage
 * return as a formula, and travellers' and subscribers' words can start that way. Such cells get
 * a leading apostrophe, which spreadsheets read as "this is text" (the OWASP advice for CSV
 * injection). Every CSV export casts its text cells through this.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet will show as text, never evaluate. */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
