// CSV files staff open in a spreadsheet (finance's refunds, the commission export) (RFC 4180: CRLF rows, a field quoted when it holds a
// comma, quote or line break).

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) is kept as text with a leading apostrophe. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoteCell(value: string): string {
  const cell = neutraliseFormula(value);
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One row as a CSV line with its CRLF: what a streamed file writes row by row. */
export function writeCsvRow(row: readonly string[]): string {
  return row.map(quoteCell).join(',') + '\r\n';
}

/** The rows as CSV text, the first being the headers. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  return rows.map(writeCsvRow).join('');
}
