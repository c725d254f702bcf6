import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { queryRows } from '../../db/connection.ts';
import { hallSettings, sandboxSmsOutbox, staffUsers } from '../../db/schema.ts';

export async function findStaffByUsername(db: Executor, username: string) {
  const rows = await db.select().from(staffUsers).where(eq(staffUsers.username, username)).limit(1);
  return rows[0] ?? null;
}

export async function readSetting(db: Executor, key: string) {
  const rows = await db.select().from(hallSettings).where(eq(hallSettings.key, key)).limit(1);
  return rows[0] ?? null;
}

export async function writeSetting(db: Executor, key: string, value: string, staffId: number, now: Date) {
  const rows = await db
    .insert(hallSettings)
    .values({ key, value, updatedAt: now, updatedBy: staffId })
    .onConflictDoUpdate({ target: hallSettings.key, set: { value, updatedAt: now, updatedBy: staffId } })
    .returning();
  return rows[0] ?? null;
}

/** Today's counts (since the start of the China day) and the dealers with their pools and openings, in two queries. */
export async function countOverview(db: Executor, since: Date, today: string) {
  const rows = await queryRows<
    Record<
      | 'members'
      | 'bound_members'
      | 'sms_today'
      | 'checks_today'
      | 'passed_today'
      | 'sign_ins_today'
      | 'top_ups_today'
      | 'top_up_fen_today'
      | 'unanswered_posts'
      | 'open_service_items',
      string
    >
  >(
    db,
    sql`select
      (select count(*)::text from members) as members,
      (select count(*)::text from members where bound_phone is not null) as bound_members,
      (select count(*)::text from sms_codes where created_at >= ${since}) as sms_today,
      (select count(*)::text from identity_checks where created_at >= ${since}) as checks_today,
      (select count(*)::text from identity_checks where created_at >= ${since} and status = 'passed') as passed_today,
      (select count(*)::text from points_sign_ins where sign_date = ${today}::date) as sign_ins_today,
      (select count(*)::text from recharge_orders where status = 2 and paid_at >= ${since}) as top_ups_today,
      (select coalesce(sum(amount_fen), 0)::text from recharge_orders where status = 2 and paid_at >= ${since}) as top_up_fen_today,
      (select count(*)::text from board_posts where official_replied_at is null and hidden_at is null) as unanswered_posts,
      (select (select count(*) from complaints where answered_at is null) + (select count(*) from user_appeals where answered_at is null))::text as open_service_items`,
  );
  const dealerRows = await queryRows<{ id: string; name: string; fund_pool_fen: string; openings_today: string; openings_total: string }>(
    db,
    sql`select d.id, d.name, d.fund_pool_fen::text,
        coalesce(o.today, 0)::text as openings_today, coalesce(o.total, 0)::text as openings_total
      from dealers d
      left join (
        select dealer_id, count(*) filter (where updated_at >= ${since}) as today, count(*) as total
        from open_card_records where status = 'done' group by dealer_id
      ) o on o.dealer_id = d.id
      order by d.id`,
  );
  return {
    counts: rows[0],
    dealers: dealerRows.map((row) => ({
      id: row.id,
      name: row.name,
      fundPoolFen: Number(row.fund_pool_fen),
      openingsToday: Number(row.openings_today),
      openingsTotal: Number(row.openings_total),
    })),
  };
}

export async function listOutbox(db: Executor, phone: string | undefined, since: Date) {
  return db
    .select()
    .from(sandboxSmsOutbox)
    .where(and(phone ? eq(sandboxSmsOutbox.phone, phone) : undefined, gte(sandboxSmsOutbox.createdAt, since)))
    .orderBy(desc(sandboxSmsOutbox.id))
    .limit(100);
}
