import type { DownloadedFile } from '../../../../shared/api/downloaded-file.ts';

/** Saves a file in the browser's downloads under its name. */
export function saveFile({ fileName, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Saves a CSV the server made as text. The byte-order mark makes spreadsheets (Excel on Windows)
 * read it as UTF-8, so the Chinese headers show.
 */
export function downloadCsv(file: { fileName: string; csv: string }): void {
  saveFile({ fileName: file.fileName, blob: new Blob(['\uFEFF', file.csv], { type: 'text/csv;charset=utf-8' }) });
}
