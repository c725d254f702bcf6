import { randomBytes } from 'node:crypto';
import { AuthType, IDENTITY_CHECK_TTL_SECONDS, type AuthTypeValue } from '@hall/contract/identity/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { recordServiceOrder } from '../boss/service-orders.ts';
import type { Executor } from '../db/connection.ts';
import { agentOffers, cardStock, identityChecks, members, notifications, openCardRecords, subscribers } from '../db/schema.ts';
import { importStockLines } from '../domain/card-stock-import.ts';
import { insertAuditEntry } from '../domain/audit-log.ts';
import { createApplicationNo } from '../features/applications/application-filing.ts';
import { insertApplication } from '../features/applications/applications.repository.ts';
import { createApplicationReviewKind } from '../features/applications/applications.review-kind.ts';
import { insertSimReplacement } from '../features/sim/sim.repository.ts';
import { createSimReplacementId, describeSimReplacementOrder } from '../features/sim/sim.service.ts';
import { createSimReplacementReviewKind } from '../features/sim/sim.review-kind.ts';
import { NotificationKey, queueNotification } from '../platform/notifications.ts';
import type { ReviewableKind, ReviewDecision } from '../platform/review-queue.ts';
import { sealData } from '../platform/sealed-data.ts';
import { buildHistoryDemo, HISTORY_FIRST_SERIAL, historyTime, type HistoryOpening } from './demo/history.ts';

// Writes the demo's 30-day history (demo/history.ts) through the app's own functions: the
// applications are filed as the hall files them and decided by the demo auditor through the
// review queue's kinds, with the audit entry the console writes; every notice a decision or an
// opening queues is then marked sent, as the outbox's run would have done the next minute.

const SENT_AFTER_MS = 60_000;
/** Decided the day after submission, in the afternoon. */
const DECIDED_AFTER_MS = 24 * 3600_000 + 5 * 3600_000;

const CUSTOMERS = ['黄小梅', '郑浩然', '何思琪', '马俊', '罗晓燕', '梁文博', '谢雨桐', '宋凯'];

interface HistoryOptions {
  now: Date;
  /** The demo auditor, who decided the history's applications. */
  auditorId: number;
  secretKey: string | undefined;
}

interface Owner {
  phone: string;
  ownerName: string;
  idNumber: string;
}

async function readOwners(tx: Executor, phones: string[]): Promise<Map<string, Owner>> {
  const rows = await tx
    .select({ phone: subscribers.phone, ownerName: subscribers.ownerName, idNumber: subscribers.idNumber })
    .from(subscribers)
    .where(inArray(subscribers.phone, phones));
  return new Map(rows.map((row) => [row.phone, row]));
}

/** The passed face check an application is filed with, used up at filing. */
async function insertPassedCheck(
  tx: Executor,
  check: { owner: Owner; authType: AuthTypeValue; memberId: number | null; idHint: string; at: Date; secretKey: string | undefined },
): Promise<string> {
  const bizNo = `BZ${randomBytes(15).toString('hex')}`;
  await tx.insert(identityChecks).values({
    bizNo,
    authType: check.authType,
    memberId: check.memberId,
    phone: check.owner.phone,
    ownerName: check.owner.ownerName,
    idHint: check.idHint,
    idNumberSealed: check.secretKey ? sealData(check.secretKey, check.owner.idNumber) : null,
    status: 'passed',
    returnUrl: '/',
    createdAt: new Date(check.at.getTime() - 5 * 60_000),
    decidedAt: new Date(check.at.getTime() - 4 * 60_000),
    expiresAt: new Date(check.at.getTime() - 5 * 60_000 + IDENTITY_CHECK_TTL_SECONDS * 1000),
    consumedAt: check.at,
  });
  return bizNo;
}

/** Decides an item as POST /api/console/review does: the kind's decision and its audit entry, one transaction. */
async function decide(tx: Executor, kind: ReviewableKind, id: string, decision: ReviewDecision): Promise<void> {
  if (!(await kind.decide(tx, id, decision))) {
    throw new Error(`demo history: ${kind.kind} ${id} was not pending`);
  }
  await insertAuditEntry(tx, {
    createdAt: decision.now,
    staffId: decision.staffId,
    action: decision.isPassed ? 'review_pass' : 'review_fail',
    subjectType: kind.kind,
    subjectId: id,
    detail: { reason: decision.reason, ...decision.fields },
  });
}

/** What the outbox's run writes once the channel took the notice. */
async function markSent(tx: Executor, dedupeKey: string, sentBy: 'sms' | 'wechat', queuedAt: Date): Promise<void> {
  await tx
    .update(notifications)
    .set({ sentAt: new Date(queuedAt.getTime() + SENT_AFTER_MS), sentBy, attempts: 1, claimedUntil: null })
    .where(eq(notifications.dedupeKey, dedupeKey));
}

async function seedApplications(tx: Executor, options: HistoryOptions): Promise<void> {
  const { applications } = buildHistoryDemo();
  const owners = await readOwners(
    tx,
    applications.map((item) => item.phone),
  );
  for (const item of applications) {
    const owner = owners.get(item.phone);
    if (!owner) {
      throw new Error(`demo history: no number ${item.phone}`);
    }
    const createdAt = historyTime(options.now, item.daysAgo, 30);
    const authType = item.kind === 'cancel' ? AuthType.UNSET_ACCONT : AuthType.REAL_NAME;
    const bizNo = await insertPassedCheck(tx, {
      owner,
      authType,
      memberId: null,
      idHint: owner.idNumber.slice(-6),
      at: createdAt,
      secretKey: options.secretKey,
    });
    const row = await insertApplication(tx, {
      kind: item.kind,
      memberId: null,
      phone: item.phone,
      bizNo,
      form: item.form,
      applicationNo: createApplicationNo(item.kind, createdAt),
      createdAt,
    });
    if (!row) {
      throw new Error(`demo history: ${item.kind} of ${item.phone} not filed`);
    }
    const now = new Date(createdAt.getTime() + DECIDED_AFTER_MS);
    const decision = { isPassed: item.refusal === null, reason: item.refusal ?? '', staffId: options.auditorId, now, fields: {} };
    await decide(tx, createApplicationReviewKind(item.kind, options.secretKey ?? ''), String(row.id), decision);
    await markSent(tx, NotificationKey.applicationDecision(row.id), 'sms', now);
  }
}

async function seedSimReplacements(tx: Executor, options: HistoryOptions): Promise<void> {
  const { simReplacements } = buildHistoryDemo();
  const owners = await readOwners(
    tx,
    simReplacements.map((item) => item.phone),
  );
  const kind = createSimReplacementReviewKind(options.secretKey ?? '');
  for (const item of simReplacements) {
    const owner = owners.get(item.phone);
    const [member] = await tx.select({ id: members.id }).from(members).where(eq(members.boundPhone, item.phone));
    if (!owner || !member) {
      throw new Error(`demo history: no bound number ${item.phone}`);
    }
    const createdAt = historyTime(options.now, item.daysAgo, 45);
    const bizNo = await insertPassedCheck(tx, {
      owner,
      authType: AuthType.CHANGE_CARD,
      memberId: member.id,
      idHint: owner.idNumber.toUpperCase(),
      at: createdAt,
      secretKey: options.secretKey,
    });
    const application = {
      id: createSimReplacementId(createdAt),
      memberId: member.id,
      bizNo,
      phone: item.phone,
      reason: item.reason,
      receiverName: owner.ownerName,
      receiverPhone: item.phone,
      receiverAddress: '广东省广州市天河区体育西路100号',
      createdAt,
    };
    if (!(await insertSimReplacement(tx, application))) {
      throw new Error(`demo history: SIM replacement of ${item.phone} not filed`);
    }
    await recordServiceOrder(tx, describeSimReplacementOrder(application));
    const now = new Date(createdAt.getTime() + DECIDED_AFTER_MS);
    await decide(tx, kind, application.id, { isPassed: false, reason: item.refusal, staffId: options.auditorId, now, fields: {} });
    // The number has a member, so the decision went as a WeChat template message.
    await markSent(tx, NotificationKey.simReplacementDecision(application.id), 'wechat', now);
  }
}

/**
 * The agents' openings: a card per opening from history stock imported as the console imports
 * stock, opened, its record submitted and passed by 开卡稽核, and the customer's SMS sent. The
 * opened numbers stay in the back office's books only (no demo subscriber), like any number the
 * hall has not met.
 */
async function seedOpenings(tx: Executor, options: HistoryOptions): Promise<void> {
  const { stockRanges, openings } = buildHistoryDemo();
  const offers = new Map((await tx.select().from(agentOffers)).map((offer) => [offer.id, offer]));
  const records: (typeof openCardRecords.$inferInsert)[] = [];
  for (const range of stockRanges) {
    const ofRange = openings.filter((opening) => opening.dealerId === range.dealerId);
    const lines = ofRange.map((_, index) => {
      const serial = String(HISTORY_FIRST_SERIAL + index).padStart(4, '0');
      const phone = `${range.prefix}${serial}`;
      return {
        line: index + 1,
        iccid: `89860${phone.slice(1)}${serial}0`.padEnd(20, '7').slice(0, 20),
        phone,
        saleResourceId: null,
        puk: `8${phone.slice(-7)}`,
      };
    });
    const imported = await importStockLines(tx, { dealerId: range.dealerId, offerId: range.offerId }, lines);
    if (imported.problemCount > 0) {
      throw new Error(`demo history stock refused: ${JSON.stringify(imported.problems)}`);
    }
    ofRange.forEach((opening, index) => {
      const card = lines[index];
      const offer = offers.get(opening.offerId);
      if (!card || !offer) {
        throw new Error(`demo history: no card or offer for ${opening.dealerId}`);
      }
      records.push(describeOpening(opening, { iccid: card.iccid, phone: card.phone, offer, index, now: options.now }));
    });
  }
  await tx.insert(openCardRecords).values(records);
  // Each card opened when its opening was done.
  await tx
    .update(cardStock)
    .set({ status: 'opened', openedAt: sql`(select ${openCardRecords.updatedAt} from ${openCardRecords} where ${openCardRecords.uimId} = ${cardStock.iccid})` })
    .where(
      inArray(
        cardStock.iccid,
        records.map((record) => record.uimId),
      ),
    );
  for (const record of records) {
    const reviewedAt = record.reviewedAt ?? options.now;
    await queueNotification(tx, {
      kind: 'openingPassed',
      phone: record.serviceId,
      params: {},
      dedupeKey: NotificationKey.openingDecision(record.uimId),
      now: reviewedAt,
    });
  }
  // Sent by SMS a minute after each was queued, as the outbox's run writes it.
  await tx
    .update(notifications)
    .set({ sentAt: sql`${notifications.createdAt} + interval '1 minute'`, sentBy: 'sms', attempts: 1, claimedUntil: null })
    .where(
      inArray(
        notifications.dedupeKey,
        records.map((record) => NotificationKey.openingDecision(record.uimId)),
      ),
    );
}

/** An opening's record as the agent's last step leaves it, passed by 开卡稽核 three hours after submission. */
function describeOpening(
  opening: HistoryOpening,
  card: { iccid: string; phone: string; offer: typeof agentOffers.$inferSelect; index: number; now: Date },
): typeof openCardRecords.$inferInsert & { updatedAt: Date; reviewedAt: Date } {
  const createdAt = historyTime(card.now, opening.daysAgo, opening.minute);
  const stamp = createdAt.toISOString().replace(/\D/g, '').slice(0, 14);
  return {
    uimId: card.iccid,
    recordNumber: `KH${stamp}${randomBytes(4).toString('hex').toUpperCase()}`,
    applyEvent: 'OpenCard',
    dealerId: opening.dealerId,
    dealerMainId: `DM${opening.dealerId.slice(1, 2)}00`,
    workNo: opening.workNo,
    serviceId: card.phone,
    resInstId: `SI${card.phone}`,
    uimResInstId: `UI${card.iccid.slice(-10)}`,
    prodOfferId: card.offer.id,
    prodOfferName: card.offer.name,
    ifCheckCard: card.offer.ifCheckCard,
    serviceKind: 7,
    sumFeeFen: card.offer.sumFeeFen,
    rechargeFlag: card.offer.sumFeeFen > 0 ? 'finish' : 'nopay',
    openCardLocation: 4,
    status: 'done',
    customerName: CUSTOMERS[card.index % CUSTOMERS.length] ?? '',
    idNumberMasked: `4401**********${String(1000 + ((card.index * 37) % 9000)).slice(-4)}`,
    createdAt,
    updatedAt: new Date(createdAt.getTime() + 25 * 60_000),
    reviewStatus: 'passed',
    reviewedAt: new Date(createdAt.getTime() + 3 * 3600_000),
  };
}

/** The demo's 30-day history, in one transaction; the demo auditor's decisions need the staff accounts first. */
export async function seedHistory(tx: Executor, options: HistoryOptions): Promise<void> {
  await seedApplications(tx, options);
  await seedSimReplacements(tx, options);
  await seedOpenings(tx, options);
}
