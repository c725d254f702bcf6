import type { DownloadedFile } from '../api/downloaded-file.ts';

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
