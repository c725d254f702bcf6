import { CustomerLimit, CustomerMessage, REVEALABLE_FIELD_TEXT } from '@hall/contract/console-customers/rules';
import type { CustomerMatch, CustomerView } from '@hall/contract/console-customers/schemas';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { eq } from 'drizzle-orm';
import { memberSessions, customerNotes } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import { endSessionsOfNumber, unbindMemberNumber } from '../../platform/member-numbers.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';
import {
  findNumbersByDigits,
  findNumbersByMember,
  findNumbersByPerson,
  findPersonNumbers,
  listBindingEvents,
  listHoldingMembers,
  listNotes,
  type CustomerNumberRow,
} from './console-customers.repository.ts';

// 客户视图: a desk finds the person a caller is, sees their numbers on one page, and acts with a
// reason. Names and ID numbers are masked everywhere; a field is revealed only with a reason, and
// every search, view, reveal and action is written to 操作日志 (what was asked, never the answer).

const presentNumber = (row: CustomerNumberRow) => ({
  phone: row.phone,
  status: row.status,
  packageName: row.packageName,
  joinedAt: row.joinedAt.toISOString(),
});

/** The rows grouped by person (ID number), masked. */
function groupByPerson(rows: CustomerNumberRow[]): CustomerMatch[] {
  const people = new Map<string, CustomerMatch>();
  for (const row of rows) {
    const person = people.get(row.idNumber) ?? { ownerName: maskName(row.ownerName), idNumber: maskIdNumber(row.idNumber), numbers: [] };
    person.numbers.push(presentNumber(row));
    people.set(row.idNumber, person);
  }
  return [...people.values()];
}

/** What the search asked, for the log: a number's digits masked like a number, a name masked. */
function describeSearch(input: OperationRequest<'CONSOLE_CUSTOMER_SEARCH'>): Record<string, string> {
  switch (input.mode) {
    case 'phone': {
      const phone = input.phone ?? '';
      return { mode: input.mode, phone: phone.length === 11 ? maskPhone(phone) : phone };
    }
    case 'person':
      return { mode: input.mode, name: maskName(input.name ?? ''), idEnding: input.idEnding ?? '' };
    case 'member':
      return { mode: input.mode, member: input.member ?? '' };
  }
}

export async function searchCustomers(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_CUSTOMER_SEARCH'>,
): Promise<OperationOutput<'CONSOLE_CUSTOMER_SEARCH'>> {
  const limit = CustomerLimit.SEARCH_RESULTS_MAX + 1;
  let rows: CustomerNumberRow[];
  switch (input.mode) {
    case 'phone':
      rows = await findNumbersByDigits(deps.db, input.phone ?? '', limit);
      break;
    case 'person':
      rows = await findNumbersByPerson(deps.db, { name: input.name ?? '', idEnding: input.idEnding ?? '' }, limit);
      break;
    case 'member':
      rows = await findNumbersByMember(deps.db, input.member ?? '', limit);
      break;
  }
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId: staff.id,
    action: 'customer_search',
    subjectType: 'customer',
    subjectId: input.mode,
    detail: { ...describeSearch(input), matches: Math.min(rows.length, CustomerLimit.SEARCH_RESULTS_MAX) },
  });
  return { list: groupByPerson(rows.slice(0, CustomerLimit.SEARCH_RESULTS_MAX)), isTruncated: rows.length > CustomerLimit.SEARCH_RESULTS_MAX };
}

async function readPersonNumbers(deps: AppDeps, phone: string): Promise<[CustomerNumberRow, ...CustomerNumberRow[]]> {
  const numbers = await findPersonNumbers(deps.db, phone);
  const [first, ...rest] = numbers;
  if (!first) {
    throw invalid(CustomerMessage.NOT_FOUND);
  }
  return [first, ...rest];
}

export async function readCustomerView(deps: AppDeps, staff: AuthenticatedStaff, input: OperationRequest<'CONSOLE_CUSTOMER_VIEW'>): Promise<CustomerView> {
  const numbers = await readPersonNumbers(deps, input.phone);
  const phones = numbers.map((row) => row.phone);
  const [holders, events, notes] = [
    await listHoldingMembers(deps.db, phones),
    await listBindingEvents(deps.db, phones, CustomerLimit.HISTORY_MAX),
    await listNotes(deps.db, phones, CustomerLimit.HISTORY_MAX),
  ];
  await insertAuditEntry(deps.db, { createdAt: deps.now(), staffId: staff.id, action: 'customer_view', subjectType: 'number', subjectId: input.phone });
  const owner = numbers[0];
  return {
    ownerName: maskName(owner.ownerName),
    idNumber: maskIdNumber(owner.idNumber),
    isRealName: owner.isRealName,
    numbers: numbers.map((row) => ({ ...presentNumber(row), balanceFen: row.balanceFen })),
    members: holders.map((holder) => ({ ...holder, boundAt: holder.boundAt.toISOString() })),
    bindingEvents: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    notes: notes.map((note) => ({ ...note, createdAt: note.createdAt.toISOString() })),
  };
}

/** The whole field, once a reason is given; the log keeps the field and the reason, never the value. */
export async function revealCustomerField(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_REVEAL_CUSTOMER_FIELD'>,
): Promise<OperationOutput<'CONSOLE_REVEAL_CUSTOMER_FIELD'>> {
  const [owner] = await readPersonNumbers(deps, input.phone);
  await insertAuditEntry(deps.db, {
    createdAt: deps.now(),
    staffId: staff.id,
    action: 'customer_reveal',
    subjectType: 'number',
    subjectId: input.phone,
    detail: { field: REVEALABLE_FIELD_TEXT[input.field], reason: input.reason },
  });
  return { value: owner[input.field] };
}

export async function addCustomerNote(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_ADD_CUSTOMER_NOTE'>,
): Promise<OperationOutput<'CONSOLE_ADD_CUSTOMER_NOTE'>> {
  await readPersonNumbers(deps, input.phone);
  const now = deps.now();
  const note = await deps.db.transaction(async (tx) => {
    const [row] = await tx.insert(customerNotes).values({ phone: input.phone, text: input.text, staffId: staff.id, createdAt: now }).returning();
    await insertAuditEntry(tx, { createdAt: now, staffId: staff.id, action: 'customer_note', subjectType: 'number', subjectId: input.phone });
    return row!;
  });
  return { id: note.id, phone: note.phone, text: note.text, staffName: staff.displayName, createdAt: note.createdAt.toISOString() };
}

/**
 * Ends one member's binding of the number at the owner's request, in one transaction with its log
 * entry; a member left with no number is logged out of the hall. Repeated, it unbinds nothing more.
 */
export async function unbindCustomerMember(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_UNBIND_CUSTOMER_MEMBER'>,
): Promise<OperationOutput<'CONSOLE_UNBIND_CUSTOMER_MEMBER'>> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const unbound = await unbindMemberNumber(tx, { memberId: input.memberId, phone: input.phone, method: 'removedByStaff', now });
    if (!unbound) {
      throw invalid(CustomerMessage.MEMBER_NOT_BOUND);
    }
    const ended = unbound.remaining === 0 ? await tx.delete(memberSessions).where(eq(memberSessions.memberId, input.memberId)).returning() : [];
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'customer_unbind',
      subjectType: 'number',
      subjectId: input.phone,
      detail: { memberId: input.memberId, reason: input.reason },
    });
    return { isUnbound: true, sessionsEnded: ended.length };
  });
}

/** Logs every member holding the number out of the hall (their bindings stay), with its log entry. */
export async function endNumberSessions(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: OperationRequest<'CONSOLE_END_NUMBER_SESSIONS'>,
): Promise<OperationOutput<'CONSOLE_END_NUMBER_SESSIONS'>> {
  await readPersonNumbers(deps, input.phone);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // No session is kept: the desk acts for the owner, not from one of the sessions.
    const sessionsEnded = await endSessionsOfNumber(tx, input.phone, '');
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'number_sessions_end',
      subjectType: 'number',
      subjectId: input.phone,
      detail: { reason: input.reason, sessionsEnded },
    });
    return { sessionsEnded };
  });
}
