import type { ServiceQueueFilter, ServiceSource } from '@hall/contract/console-service/rules';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/connection.ts';
import { complaints, members, staffUsers, userAppeals } from '../../db/schema.ts';

type QueueTable = typeof complaints | typeof userAppeals;

function conditionOf(table: QueueTable, filter: ServiceQueueFilter): SQL | undefined {
  if (filter === 'open') {
    return isNull(table.answeredAt);
  }
  if (filter === 'answered') {
    return isNotNull(table.answeredAt);
  }
  return undefined;
}

// Open items first, oldest first; then answered ones, latest answer first. A union can only be
// ordered by its output columns, so each side selects its own sort key.
const isOpenOf = (table: QueueTable) => sql<boolean>`${table.answeredAt} is null`.as('is_open');
const sortKeyOf = (table: QueueTable) =>
  sql<number>`case when ${table.answeredAt} is null then extract(epoch from ${table.createdAt}) else -extract(epoch from ${table.answeredAt}) end`.as(
    'sort_key',
  );

function selectComplaints(db: Executor, where: SQL | undefined) {
  return db
    .select({
      source: sql<ServiceSource>`'complaint'`.as('source'),
      id: complaints.id,
      appealType: sql<string | null>`null::text`.as('appeal_type'),
      phone: complaints.phone,
      nickname: members.nickname,
      content: complaints.content,
      submittedAt: complaints.createdAt,
      answer: complaints.answer,
      answeredBy: staffUsers.displayName,
      answeredAt: complaints.answeredAt,
      isOpen: isOpenOf(complaints),
      sortKey: sortKeyOf(complaints),
    })
    .from(complaints)
    .leftJoin(members, eq(members.id, complaints.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, complaints.answeredBy))
    .where(where);
}

function selectFeedback(db: Executor, where: SQL | undefined) {
  return db
    .select({
      source: sql<ServiceSource>`'feedback'`.as('source'),
      id: userAppeals.id,
      appealType: sql<string | null>`${userAppeals.appealType}`.as('appeal_type'),
      phone: userAppeals.phone,
      nickname: members.nickname,
      content: userAppeals.appealNote,
      submittedAt: userAppeals.createdAt,
      answer: userAppeals.answer,
      answeredBy: staffUsers.displayName,
      answeredAt: userAppeals.answeredAt,
      isOpen: isOpenOf(userAppeals),
      sortKey: sortKeyOf(userAppeals),
    })
    .from(userAppeals)
    .leftJoin(members, eq(members.id, userAppeals.memberId))
    .leftJoin(staffUsers, eq(staffUsers.id, userAppeals.answeredBy))
    .where(where);
}

export type ServiceItemRow = Awaited<ReturnType<typeof selectComplaints>>[number];

export async function listServiceItems(db: Executor, filter: ServiceQueueFilter, limit: number, offset: number): Promise<ServiceItemRow[]> {
  return unionAll(selectComplaints(db, conditionOf(complaints, filter)), selectFeedback(db, conditionOf(userAppeals, filter)))
    .orderBy(sql`is_open desc`, sql`sort_key asc`, sql`source asc`, sql`id asc`)
    .limit(limit)
    .offset(offset);
}

export async function countServiceItems(db: Executor, filter: ServiceQueueFilter): Promise<number> {
  const [complaintRows, feedbackRows] = await Promise.all([
    db.select({ total: count() }).from(complaints).where(conditionOf(complaints, filter)),
    db.select({ total: count() }).from(userAppeals).where(conditionOf(userAppeals, filter)),
  ]);
  return Number(complaintRows[0]?.total ?? 0) + Number(feedbackRows[0]?.total ?? 0);
}

export async function findServiceItem(db: Executor, source: ServiceSource, id: number): Promise<ServiceItemRow | null> {
  const rows = source === 'complaint' ? await selectComplaints(db, eq(complaints.id, id)).limit(1) : await selectFeedback(db, eq(userAppeals.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Records the answer only while the item is still open (one conditional update, so two staff
 * answering at once answer it once); answers the number to tell, or null when it was not open.
 */
export async function answerOpenItem(
  db: Executor,
  item: { source: ServiceSource; id: number; answer: string; staffId: number; now: Date },
): Promise<{ phone: string | null } | null> {
  const answered = { answer: item.answer, answeredBy: item.staffId, answeredAt: item.now };
  const rows =
    item.source === 'complaint'
      ? await db
          .update(complaints)
          .set(answered)
          .where(and(eq(complaints.id, item.id), isNull(complaints.answeredAt)))
          .returning({ phone: complaints.phone })
      : await db
          .update(userAppeals)
          .set(answered)
          .where(and(eq(userAppeals.id, item.id), isNull(userAppeals.answeredAt)))
          .returning({ phone: userAppeals.phone });
  return rows[0] ?? null;
}
