/**
 * Saves a CSV the server made as a file in the browser's downloads. The byte-order mark makes
 * spreadsheets (Excel on Windows) read it as UTF-8, so the Chinese headers show.
 */
export function downloadCsv(file: { fileName: string; csv: string }): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
