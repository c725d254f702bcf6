// CSV files finance opens in a spreadsheet (RFC 4180: CRLF rows, a field quoted when it holds a
// comma, quote or line break).

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is kept as text with a leading apostrophe. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  const cell = neutraliseFormula(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** The rows as CSV text, the first being the headers. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(quoteCell).join(',')).join('\r\n') + '\r\n';
}
