// Types of scan-logs.mjs (a plain Node script, run without a build step) for the TypeScript that imports it.

export interface LogFinding {
  kind: string;
  /** 1-based line number in the scanned text. */
  line: number;
  /** The match, masked. */
  match: string;
}

/** Findings of one log text: kind, line number and the masked match. */
export function scanLogText(text: string, options?: { smsCodes?: readonly string[] }): LogFinding[];

/** The codes of the messages the sandbox SMS outbox still holds (its latest 50), if the server answers. */
export function readSandboxSmsCodes(baseUrl: string): Promise<string[]>;

/** Scans the files; returns the number of findings and prints them. */
export function scanLogFiles(files: readonly string[], options?: { smsOutboxUrl?: string }): Promise<number>;
