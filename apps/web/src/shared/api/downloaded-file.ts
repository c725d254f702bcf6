/** A file an operation answered instead of an envelope (a `binary` endpoint): its bytes and the name the server gave it. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export function isDownloadedFile(value: unknown): value is DownloadedFile {
  return typeof value === 'object' && value !== null && 'blob' in value && value.blob instanceof Blob && 'fileName' in value;
}

/** The name in `content-disposition`: the RFC 5987 filename* (UTF-8, for Chinese names) first, else the plain one. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name: the plain one or the fallback.
    }
  }
  return /filename="?([^";]+)"?/i.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Whether the answer is the file, not an envelope refusing it (errors come as JSON). */
export function isFileResponse(response: Response): boolean {
  return response.status === 200 && !(response.headers.get('content-type') ?? '').includes('application/json');
}

/** A client's `readFile`: the file with its name when the answer is one, undefined when it is an envelope. */
export function readDownloadedFile(response: Response, fallbackName: string): Promise<DownloadedFile> | undefined {
  if (!isFileResponse(response)) {
    return undefined;
  }
  return response.blob().then((blob) => ({ fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName), blob }));
}
