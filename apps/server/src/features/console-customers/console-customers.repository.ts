import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { customerNotes, memberBindingEvents, memberNumbers, members, packages, staffUsers, subscribers } from '../../db/schema.ts';

// What the customer view reads: the numbers of a person (one ID number), found by a number, a name
// with the ID's ending, or a WeChat member; the members holding them, their binding history, and
// the desk's notes. A former owner's archived rows (phone `…#n`) are never a match.

const isCurrentNumber = sql`position('#' in ${subscribers.phone}) = 0`;

const numberColumns = {
  phone: subscribers.phone,
  ownerName: subscribers.ownerName,
  idNumber: subscribers.idNumber,
  status: subscribers.status,
  packageName: sql<string>`coalesce(${packages.name}, ${subscribers.packageId})`,
  joinedAt: subscribers.joinedAt,
  balanceFen: subscribers.balanceFen,
  isRealName: subscribers.isRealName,
};

export type CustomerNumberRow = Awaited<ReturnType<typeof listNumbersWhere>>[number];

async function listNumbersWhere(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(numberColumns)
    .from(subscribers)
    .leftJoin(packages, eq(packages.id, subscribers.packageId))
    .where(and(isCurrentNumber, where))
    .orderBy(asc(subscribers.idNumber), asc(subscribers.phone))
    .limit(limit);
}

/** Numbers containing the digits anywhere (the field takes digits only, so nothing is a wildcard). */
export function findNumbersByDigits(db: Executor, digits: string, limit: number) {
  return listNumbersWhere(db, sql`${subscribers.phone} like ${`%${digits}%`}`, limit);
}

export function findNumbersByPerson(db: Executor, person: { name: string; idEnding: string }, limit: number) {
  return listNumbersWhere(db, and(eq(subscribers.idLast6, person.idEnding.toUpperCase()), eq(subscribers.ownerName, person.name)), limit);
}

/** Numbers held by members whose nickname contains the text, or whose openid is it. */
export function findNumbersByMember(db: Executor, query: string, limit: number) {
  const escaped = query.replace(/[\\%_]/g, (character) => `\\${character}`);
  const held = db
    .select({ phone: memberNumbers.phone })
    .from(memberNumbers)
    .innerJoin(members, eq(members.id, memberNumbers.memberId))
    .where(or(eq(members.openid, query), ilike(members.nickname, `%${escaped}%`)));
  return listNumbersWhere(db, inArray(subscribers.phone, held), limit);
}

/** Every current number under the ID number of the owner of `phone`; empty when the number is unknown. */
export async function findPersonNumbers(db: Executor, phone: string): Promise<CustomerNumberRow[]> {
  const owner = db.select({ idNumber: subscribers.idNumber }).from(subscribers).where(eq(subscribers.phone, phone));
  return listNumbersWhere(db, inArray(subscribers.idNumber, owner), 100);
}

export function listHoldingMembers(db: Executor, phones: string[]) {
  return db
    .select({
      memberId: members.id,
      nickname: members.nickname,
      phone: memberNumbers.phone,
      boundAt: memberNumbers.boundAt,
      isActiveNumber: sql<boolean>`${members.boundPhone} is not distinct from ${memberNumbers.phone}`,
    })
    .from(memberNumbers)
    .innerJoin(members, eq(members.id, memberNumbers.memberId))
    .where(inArray(memberNumbers.phone, phones))
    .orderBy(asc(memberNumbers.phone), asc(memberNumbers.boundAt));
}

export function listBindingEvents(db: Executor, phones: string[], limit: number) {
  return db
    .select({
      id: memberBindingEvents.id,
      memberId: memberBindingEvents.memberId,
      nickname: sql<string>`coalesce(${members.nickname}, '')`,
      phone: memberBindingEvents.phone,
      action: memberBindingEvents.action,
      method: memberBindingEvents.method,
      createdAt: memberBindingEvents.createdAt,
    })
    .from(memberBindingEvents)
    .leftJoin(members, eq(members.id, memberBindingEvents.memberId))
    .where(inArray(memberBindingEvents.phone, phones))
    .orderBy(desc(memberBindingEvents.createdAt), desc(memberBindingEvents.id))
    .limit(limit);
}

export function listNotes(db: Executor, phones: string[], limit: number) {
  return db
    .select({
      id: customerNotes.id,
      phone: customerNotes.phone,
      text: customerNotes.text,
      staffName: sql<string>`coalesce(${staffUsers.displayName}, '')`,
      createdAt: customerNotes.createdAt,
    })
    .from(customerNotes)
    .leftJoin(staffUsers, eq(staffUsers.id, customerNotes.staffId))
    .where(inArray(customerNotes.phone, phones))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id))
    .limit(limit);
}
