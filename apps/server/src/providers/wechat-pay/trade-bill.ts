import { createHash } from 'node:crypto';

// WeChat Pay's trade bill (交易账单) of one China day, as every WeChat Pay implementation hands it
// over: the file's text, already checked against the SHA-1 WeChat Pay announced for it.
// The bill is ready after 10:00 (China time) of the next day; before that WeChat Pay answers
// NO_STATEMENT_EXIST. Parsing it is the reconciliation's business (features/payment-reconciliation).

export interface TradeBillFile {
  /** YYYY-MM-DD, a China day. */
  billDate: string;
  /** Lower-case hex SHA-1 of the file, as announced by WeChat Pay and checked. */
  sha1: string;
  text: string;
}

/** The bill cannot be had now (not generated yet, or refused with a 4xx): try again later. */
export class TradeBillUnavailableError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TradeBillUnavailableError';
  }
}

/** The downloaded file is not the one WeChat Pay announced: it must not be used. */
export class TradeBillHashMismatchError extends Error {
  constructor(expected: string, actual: string) {
    super(`trade bill SHA-1 ${actual} differs from the announced ${expected}`);
    this.name = 'TradeBillHashMismatchError';
  }
}

export function sha1Hex(content: Buffer | string): string {
  return createHash('sha1').update(content).digest('hex');
}

/** The file as text once its bytes hash to the announced value; refused otherwise. */
export function checkTradeBillHash(billDate: string, content: Buffer, announced: { hashType: string; hashValue: string }): TradeBillFile {
  if (announced.hashType.toUpperCase() !== 'SHA1') {
    throw new TradeBillHashMismatchError(`${announced.hashType}:${announced.hashValue}`, 'an unsupported hash type');
  }
  const actual = sha1Hex(content);
  if (actual !== announced.hashValue.toLowerCase()) {
    throw new TradeBillHashMismatchError(announced.hashValue, actual);
  }
  return { billDate, sha1: actual, text: content.toString('utf8') };
}
