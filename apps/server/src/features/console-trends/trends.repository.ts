import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { dealers } from '../../db/schema.ts';

// The overview's daily counts, one statement per table, each row a (day, key) with its count. A
// day is the index of the China day from the period's start (0 = its first day): the start is a
// China midnight from the contract's China time, so whole days of seconds after it are China days,
// on PGlite and PostgreSQL alike and without naming a zone in SQL.

/** The period: its first China midnight, the China midnight after its last day, and the first date. */
export interface TrendPeriod {
  start: Date;
  end: Date;
  startDate: string;
  endDate: string;
}

export interface DailyCount {
  day: number;
  key: string;
  count: number;
  /** The sum in fen, for top-ups. */
  fen: number;
}

type RawRow = { day: number | string; key: string; count: string; fen: string | null };

function dayOf(column: SQL, period: TrendPeriod): SQL {
  return sql`floor(extract(epoch from (${column} - ${period.start.toISOString()}::timestamptz)) / 86400)::int`;
}

function within(column: SQL, period: TrendPeriod): SQL {
  return sql`${column} >= ${period.start.toISOString()}::timestamptz and ${column} < ${period.end.toISOString()}::timestamptz`;
}

async function readDaily(db: Executor, query: SQL): Promise<DailyCount[]> {
  const rows = await queryRows<RawRow>(db, query);
  return rows.map((row) => ({ day: Number(row.day), key: row.key, count: Number(row.count), fen: Number(row.fen ?? 0) }));
}

/** Paid top-ups by the day they were paid: count and amount. */
export function countTopUps(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select ${dayOf(sql`paid_at`, period)} as day, 'topUps' as key, count(*)::text as count, sum(amount_fen)::text as fen
      from recharge_orders where status = ${RechargeStatus.SUCCESS} and ${within(sql`paid_at`, period)} group by 1`,
  );
}

/** Points sign-ins (by their China sign date) and exchanges. */
export function countPoints(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select (sign_date - ${period.startDate}::date)::int as day, 'signIns' as key, count(*)::text as count, null as fen
        from points_sign_ins where sign_date >= ${period.startDate}::date and sign_date <= ${period.endDate}::date group by 1
      union all
      select ${dayOf(sql`created_at`, period)}, 'exchanges', count(*)::text, null
        from points_orders where ${within(sql`created_at`, period)} group by 1`,
  );
}

/** Bindings of a number to a member. */
export function countBindings(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select ${dayOf(sql`created_at`, period)} as day, 'bindings' as key, count(*)::text as count, null as fen
      from member_binding_events where action = 'bind' and ${within(sql`created_at`, period)} group by 1`,
  );
}

/**
 * The review queue's applications submitted, keyed `kind:<kind>`, and decided, keyed
 * `decision:<passed|failed>`: the `applications` table's kinds, SIM replacements, and invoices
 * the issuing platform refused (the queue's 发票申请, submitted when requested; decided as the
 * console's audit log records it, since a passed invoice may later fail again at the platform).
 */
export function countApplications(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select ${dayOf(sql`created_at`, period)} as day, 'kind:' || kind as key, count(*)::text as count, null as fen
        from applications where ${within(sql`created_at`, period)} group by 1, 2
      union all
      select ${dayOf(sql`reviewed_at`, period)}, 'decision:' || status, count(*)::text, null
        from applications where status in ('passed', 'failed') and ${within(sql`reviewed_at`, period)} group by 1, 2
      union all
      select ${dayOf(sql`created_at`, period)}, 'kind:simReplacement', count(*)::text, null
        from sim_replacement_applications where ${within(sql`created_at`, period)} group by 1
      union all
      select ${dayOf(sql`decided_at`, period)}, 'decision:' || status, count(*)::text, null
        from sim_replacement_applications where status in ('passed', 'failed') and ${within(sql`decided_at`, period)} group by 1, 2
      union all
      select ${dayOf(sql`created_at`, period)}, 'kind:invoice', count(*)::text, null
        from invoices where (status = ${InvoiceStatus.FAILED} or reviewed_at is not null) and ${within(sql`created_at`, period)} group by 1
      union all
      select ${dayOf(sql`created_at`, period)}, case action when 'review_pass' then 'decision:passed' else 'decision:failed' end, count(*)::text, null
        from audit_log where subject_type = 'invoice' and action in ('review_pass', 'review_fail') and ${within(sql`created_at`, period)} group by 1, 2`,
  );
}

/** Card openings completed, keyed by dealer id (when the record was last updated, as the overview counts today's). */
export function countOpenings(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select ${dayOf(sql`updated_at`, period)} as day, dealer_id as key, count(*)::text as count, null as fen
      from open_card_records where status = 'done' and ${within(sql`updated_at`, period)} group by 1, 2`,
  );
}

/** Notifications delivered, keyed by the channel that took them, and invoice e-mails sent, keyed `email`. */
export function countNotifications(db: Executor, period: TrendPeriod): Promise<DailyCount[]> {
  return readDaily(
    db,
    sql`select ${dayOf(sql`sent_at`, period)} as day, sent_by as key, count(*)::text as count, null as fen
        from notifications where sent_by is not null and ${within(sql`sent_at`, period)} group by 1, 2
      union all
      select ${dayOf(sql`sent_at`, period)}, 'email', count(*)::text, null
        from invoice_mails where ${within(sql`sent_at`, period)} group by 1`,
  );
}

/** The names of these dealers, by id. */
export async function readDealerNames(db: Executor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db.select({ id: dealers.id, name: dealers.name }).from(dealers).where(inArray(dealers.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
