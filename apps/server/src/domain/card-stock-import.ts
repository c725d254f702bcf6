import { CODE_PATTERN, DealerLimit, DealerMessage, ICCID_PATTERN, MOBILE_PATTERN, PUK_PATTERN } from '@hall/contract/console-dealers/rules';
import type { StockProblem } from '@hall/contract/console-dealers/schemas';
import { CsvError, parse } from 'csv-parse/sync';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { agentOffers, cardStock, dealers, subscribers } from '../db/schema.ts';
import { invalid } from '../platform/api-error.ts';

// Card stock import: a CSV of ICCID and number (and optionally a sale resource id and the card's
// PUK) for one dealer and one offer. All or nothing: one refused row imports none.

export interface StockLine {
  /** Line number in the file (1-based), for the answer. */
  line: number;
  iccid: string;
  phone: string;
  saleResourceId: string | null;
  /** The card's PUK (eight digits), which the hall shows its owner; absent when the file has none. */
  puk?: string | null;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * The CSV's rows with the line each starts on (RFC 4180: quoted cells may hold commas, doubled
 * quotes and line breaks; a BOM and CRLF line ends as spreadsheets save them); a first row naming
 * the columns (iccid,…) and rows without any value are skipped.
 */
export function parseStockCsv(text: string): { lines: StockLine[]; problems: StockProblem[] } {
  let records: string[][];
  try {
    // Blank lines stay records, so each record starts one line after the previous one's breaks.
    records = parse(text, { bom: true, trim: true, relax_column_count: true });
  } catch (error) {
    if (error instanceof CsvError) {
      return { lines: [], problems: [{ line: typeof error.lines === 'number' ? error.lines : 1, message: DealerMessage.ROW_QUOTE }] };
    }
    throw error;
  }
  const lines: StockLine[] = [];
  const problems: StockProblem[] = [];
  let line = 1;
  records.forEach((cells, index) => {
    const startLine = line;
    line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(LINE_BREAK)?.length ?? 0), 0);
    if (cells.every((cell) => cell === '') || (index === 0 && /iccid/i.test(cells[0] ?? ''))) {
      return;
    }
    if (cells.length < 2 || cells.length > 4) {
      problems.push({ line: startLine, message: DealerMessage.ROW_COLUMNS });
      return;
    }
    lines.push({
      line: startLine,
      iccid: cells[0] ?? '',
      phone: cells[1] ?? '',
      saleResourceId: cells[2] ? cells[2] : null,
      ...(cells[3] ? { puk: cells[3] } : {}),
    });
  });
  return { lines, problems };
}

function checkFormats(lines: StockLine[]): StockProblem[] {
  const problems: StockProblem[] = [];
  const seenIccids = new Set<string>();
  const seenPhones = new Set<string>();
  const seenResources = new Set<string>();
  for (const { line, iccid, phone, saleResourceId, puk } of lines) {
    if (!ICCID_PATTERN.test(iccid)) {
      problems.push({ line, message: DealerMessage.ROW_ICCID });
    } else if (seenIccids.has(iccid)) {
      problems.push({ line, message: DealerMessage.ROW_ICCID_REPEATED });
    }
    if (!MOBILE_PATTERN.test(phone)) {
      problems.push({ line, message: DealerMessage.ROW_PHONE });
    } else if (seenPhones.has(phone)) {
      problems.push({ line, message: DealerMessage.ROW_PHONE_REPEATED });
    }
    if (saleResourceId !== null && (!CODE_PATTERN.test(saleResourceId) || saleResourceId.length > DealerLimit.ID_MAX)) {
      problems.push({ line, message: DealerMessage.ROW_RESOURCE });
    } else if (saleResourceId !== null && seenResources.has(saleResourceId)) {
      problems.push({ line, message: DealerMessage.ROW_RESOURCE_REPEATED });
    }
    if (puk && !PUK_PATTERN.test(puk)) {
      problems.push({ line, message: DealerMessage.ROW_PUK });
    }
    seenIccids.add(iccid);
    seenPhones.add(phone);
    if (saleResourceId !== null) {
      seenResources.add(saleResourceId);
    }
  }
  return problems;
}

/** Rows whose card, number or resource id the stock or a subscriber holds already. */
async function checkExisting(db: Executor, lines: StockLine[]): Promise<StockProblem[]> {
  const iccids = lines.map((line) => line.iccid);
  const phones = lines.map((line) => line.phone);
  const resources = lines.flatMap((line) => (line.saleResourceId ? [line.saleResourceId] : []));
  const stockIccids = new Set((await db.select({ value: cardStock.iccid }).from(cardStock).where(inArray(cardStock.iccid, iccids))).map((row) => row.value));
  // A retired card's number went back to the pool: a new card may carry it.
  const stockPhones = new Set(
    (
      await db
        .select({ value: cardStock.phone })
        .from(cardStock)
        .where(and(inArray(cardStock.phone, phones), ne(cardStock.status, 'retired')))
    ).map((row) => row.value),
  );
  const usedPhones = new Set(
    (await db.select({ value: subscribers.phone }).from(subscribers).where(inArray(subscribers.phone, phones))).map((row) => row.value),
  );
  const usedIccids = new Set(
    (await db.select({ value: subscribers.iccid }).from(subscribers).where(inArray(subscribers.iccid, iccids))).map((row) => row.value),
  );
  const stockResources =
    resources.length > 0
      ? new Set(
          (await db.select({ value: cardStock.saleResourceId }).from(cardStock).where(inArray(cardStock.saleResourceId, resources))).map((row) => row.value),
        )
      : new Set<string | null>();
  const problems: StockProblem[] = [];
  for (const { line, iccid, phone, saleResourceId } of lines) {
    if (stockIccids.has(iccid)) {
      problems.push({ line, message: DealerMessage.ROW_ICCID_IN_STOCK });
    } else if (usedIccids.has(iccid)) {
      problems.push({ line, message: DealerMessage.ROW_ICCID_IN_USE });
    }
    if (stockPhones.has(phone)) {
      problems.push({ line, message: DealerMessage.ROW_PHONE_IN_STOCK });
    } else if (usedPhones.has(phone)) {
      problems.push({ line, message: DealerMessage.ROW_PHONE_IN_USE });
    }
    if (saleResourceId !== null && stockResources.has(saleResourceId)) {
      problems.push({ line, message: DealerMessage.ROW_RESOURCE_IN_STOCK });
    }
  }
  return problems;
}

export interface StockImportResult {
  importedCount: number;
  problemCount: number;
  /** The first problems, in line order. */
  problems: StockProblem[];
}

function refused(problems: StockProblem[]): StockImportResult {
  const sorted = [...problems].sort((left, right) => left.line - right.line);
  return { importedCount: 0, problemCount: sorted.length, problems: sorted.slice(0, DealerLimit.STOCK_PROBLEMS_SHOWN) };
}

/**
 * Adds available cards for a dealer and offer after checking every row (format, repeats in the
 * file, cards and numbers already in stock or in use); with any problem nothing is added.
 */
export async function importStockLines(db: Executor, target: { dealerId: string; offerId: string }, lines: StockLine[]): Promise<StockImportResult> {
  const dealer = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, target.dealerId)).limit(1);
  if (dealer.length === 0) {
    throw invalid(DealerMessage.DEALER_NOT_FOUND);
  }
  const offer = await db.select({ id: agentOffers.id }).from(agentOffers).where(eq(agentOffers.id, target.offerId)).limit(1);
  if (offer.length === 0) {
    throw invalid(DealerMessage.OFFER_NOT_FOUND);
  }
  if (lines.length === 0) {
    throw invalid(DealerMessage.CSV_EMPTY);
  }
  if (lines.length > DealerLimit.STOCK_ROWS_MAX) {
    throw invalid(DealerMessage.CSV_TOO_MANY_ROWS);
  }
  const formatProblems = checkFormats(lines);
  if (formatProblems.length > 0) {
    return refused(formatProblems);
  }
  const existingProblems = await checkExisting(db, lines);
  if (existingProblems.length > 0) {
    return refused(existingProblems);
  }
  const inserted = await db
    .insert(cardStock)
    .values(
      lines.map((line) => ({
        iccid: line.iccid,
        phone: line.phone,
        dealerId: target.dealerId,
        offerId: target.offerId,
        status: 'available' as const,
        saleResourceId: line.saleResourceId,
        puk: line.puk ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ iccid: cardStock.iccid });
  if (inserted.length !== lines.length) {
    // Another import added some of these cards meanwhile; the caller's transaction rolls back.
    throw invalid(DealerMessage.STOCK_CHANGED);
  }
  return { importedCount: inserted.length, problemCount: 0, problems: [] };
}

/** Parses and imports a CSV; problems of the file's shape refuse it like problems of its rows. */
export async function importStockCsv(db: Executor, target: { dealerId: string; offerId: string }, csv: string): Promise<StockImportResult> {
  const { lines, problems } = parseStockCsv(csv);
  if (problems.length > 0) {
    return refused(problems);
  }
  return importStockLines(db, target, lines);
}
