import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentUploads,
  applicationFiles,
  applications,
  balanceRefunds,
  callInterceptions,
  cardStock,
  faceidSessions,
  identityChecks,
  invoiceFormPhotos,
  invoices,
  numberTenures,
  memberActionLog,
  memberDeletionRequests,
  memberSessions,
  openCardRecords,
  packages,
  personalInfoCopies,
  smsCodes,
  smsInterceptions,
  staffSessions,
  subscribers,
  usageAlertEvents,
  usageAlerts,
  usageDetailMails,
  usageDetailUnlocks,
} from '../db/schema.ts';
import { formerOwnerKey } from '@hall/contract/number-key';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { testNumberRow } from '../test/test-numbers.ts';
import { applyRetention, RetentionPeriod } from './retention.ts';

// Each rule of the retention table with one row just past its period (deleted) and one just
// inside it (kept), so the sweep fails both ways: a row outliving its period, or a row cut short.

let api: TestApp;
let now: Date;
const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

beforeAll(async () => {
  api = await createTestApp();
  now = api.deps.now();
});

afterAll(async () => {
  await api.close();
});

function yearsAgo(years: number, plusMs: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() + plusMs);
}

async function addCancelledNumber(phone: string, cancelledAt: Date): Promise<void> {
  const [aPackage] = await api.deps.db.select({ id: packages.id }).from(packages).limit(1);
  await api.deps.db.insert(subscribers).values({
    phone,
    ownerName: '退网用户',
    idNumber: '110101199001011234',
    idLast6: '011234',
    status: 'cancelled',
    packageId: aPackage?.id ?? '',
    joinedAt: yearsAgo(5, 0),
    province: '江西',
    city: '南昌',
    iccid: `8986${phone}`,
    cancelledAt,
  });
}

/** An opening of the number on one of the seed's SIM cards; answers its uim_id. */
async function addOpening(phone: string): Promise<string> {
  const taken = (await api.deps.db.select({ uimId: openCardRecords.uimId }).from(openCardRecords)).map((row) => row.uimId);
  const [card] = await api.deps.db
    .select({ iccid: cardStock.iccid, dealerId: cardStock.dealerId, offerId: cardStock.offerId })
    .from(cardStock)
    .where(taken.length > 0 ? notInArray(cardStock.iccid, taken) : undefined)
    .limit(1);
  if (!card) {
    throw new Error('the seed has no SIM card left');
  }
  const uimId = card.iccid;
  await api.deps.db.insert(openCardRecords).values({
    uimId,
    recordNumber: `R${uimId}`,
    applyEvent: 'OpenCard',
    dealerId: card.dealerId,
    dealerMainId: card.dealerId,
    workNo: 'W1',
    serviceId: phone,
    resInstId: '1',
    uimResInstId: '1',
    prodOfferId: card.offerId,
    prodOfferName: '套餐',
    ifCheckCard: 0,
    serviceKind: 7,
    sumFeeFen: 0,
    openCardLocation: 1,
    status: 'done',
  });
  for (const kind of ['signature', 'together', 'idCard'] as const) {
    await api.deps.db
      .insert(agentUploads)
      .values({ id: `${uimId}-${kind}`, dealerId: card.dealerId, workNo: 'W1', uimId, kind, mime: 'image/png', contentBase64: 'AA==' });
  }
  return uimId;
}

async function addApplication(bizNo: string, phone: string, values: Partial<typeof applications.$inferInsert> = {}): Promise<number> {
  const [row] = await api.deps.db
    .insert(applications)
    .values({ applicationNo: `A${bizNo}`, kind: 'transferOut', phone, bizNo, ...values })
    .returning({ id: applications.id });
  return row?.id ?? 0;
}

async function addFile(bizNo: string, createdAt: Date): Promise<void> {
  await api.deps.db.insert(applicationFiles).values({ bizNo, kind: 'photo', mimeType: 'image/png', contentBase64: 'AA==', sizeBytes: 1, createdAt });
}

async function addIdentityCheck(bizNo: string, expiresAt: Date): Promise<void> {
  await api.deps.db
    .insert(identityChecks)
    .values({ bizNo, authType: 'TRANS_ACCT_T', ownerName: '张三', idHint: '011234', returnUrl: '/', createdAt: at(-DAY_MS * 3), expiresAt });
}

async function addFormInvoice(reviewedAt: Date | null): Promise<number> {
  const [row] = await api.deps.db
    .insert(invoices)
    .values({
      phone: '17000000000',
      memberId: 1,
      flow: 'form',
      titleKind: 1,
      invoiceType: '026',
      buyerName: '张三',
      email: 'a@example.com',
      months: '202401',
      amountFen: 100,
      status: 2,
      reviewedAt,
    })
    .returning({ id: invoices.id });
  const id = row?.id ?? 0;
  await api.deps.db.insert(invoiceFormPhotos).values([
    { invoiceId: id, kind: 'idCardFront', dataUrl: 'data:image/png;base64,AA==' },
    { invoiceId: id, kind: 'idCardBack', dataUrl: 'data:image/png;base64,AA==' },
  ]);
  return id;
}

describe('the retention sweep', () => {
  it('deletes each kind of row once its period is over and keeps the ones still inside it', async () => {
    const { db } = api.deps;
    await db.insert(memberSessions).values([
      { tokenHash: 'member-expired', memberId: 1, expiresAt: at(-MINUTE_MS) },
      { tokenHash: 'member-live', memberId: 1, expiresAt: at(MINUTE_MS) },
    ]);
    await db.insert(staffSessions).values([
      { tokenHash: 'staff-expired', staffId: 1, expiresAt: at(-MINUTE_MS) },
      { tokenHash: 'staff-live', staffId: 1, expiresAt: at(MINUTE_MS) },
    ]);
    const code = { phone: '17099990000', purpose: 'login', codeHash: 'x', ip: '127.0.0.1', expiresAt: at(-DAY_MS / 2) };
    await db.insert(smsCodes).values([
      { ...code, codeHash: 'sms-old', createdAt: at(-RetentionPeriod.smsCodeMs - MINUTE_MS) },
      // Expired, but still counted by the daily send limit.
      { ...code, codeHash: 'sms-today', createdAt: at(-RetentionPeriod.smsCodeMs + MINUTE_MS) },
    ]);
    await addIdentityCheck('check-old', at(-RetentionPeriod.identityCheckAfterExpiryMs - MINUTE_MS));
    await addIdentityCheck('check-recent', at(-RetentionPeriod.identityCheckAfterExpiryMs + MINUTE_MS));
    await addIdentityCheck('check-of-application', at(-RetentionPeriod.identityCheckAfterExpiryMs - MINUTE_MS));
    await addApplication('check-of-application', '17099990001');
    await db.insert(faceidSessions).values([
      { bizNo: 'faceid-old', bizToken: 't-old', ruleId: '1', createdAt: at(-RetentionPeriod.faceidSessionMs - MINUTE_MS) },
      { bizNo: 'faceid-recent', bizToken: 't-recent', ruleId: '1', createdAt: at(-RetentionPeriod.faceidSessionMs + MINUTE_MS) },
    ]);
    await addFile('file-unsubmitted-old', at(-RetentionPeriod.unsubmittedApplicationFileMs - MINUTE_MS));
    await addFile('file-unsubmitted-recent', at(-RetentionPeriod.unsubmittedApplicationFileMs + MINUTE_MS));

    const sweep = await applyRetention(api.deps);

    const tokens = (rows: { tokenHash: string }[]) => rows.map((row) => row.tokenHash).sort();
    expect(
      tokens(
        await db
          .select({ tokenHash: memberSessions.tokenHash })
          .from(memberSessions)
          .where(inArray(memberSessions.tokenHash, ['member-expired', 'member-live'])),
      ),
    ).toEqual(['member-live']);
    expect(
      tokens(
        await db
          .select({ tokenHash: staffSessions.tokenHash })
          .from(staffSessions)
          .where(inArray(staffSessions.tokenHash, ['staff-expired', 'staff-live'])),
      ),
    ).toEqual(['staff-live']);
    expect((await db.select({ codeHash: smsCodes.codeHash }).from(smsCodes).where(eq(smsCodes.phone, code.phone))).map((row) => row.codeHash)).toEqual([
      'sms-today',
    ]);
    const checks = await db
      .select({ bizNo: identityChecks.bizNo })
      .from(identityChecks)
      .where(inArray(identityChecks.bizNo, ['check-old', 'check-recent', 'check-of-application']));
    expect(checks.map((row) => row.bizNo).sort()).toEqual(['check-of-application', 'check-recent']);
    expect(
      (
        await db
          .select({ bizNo: faceidSessions.bizNo })
          .from(faceidSessions)
          .where(inArray(faceidSessions.bizNo, ['faceid-old', 'faceid-recent']))
      ).map((row) => row.bizNo),
    ).toEqual(['faceid-recent']);
    const files = await db
      .select({ bizNo: applicationFiles.bizNo })
      .from(applicationFiles)
      .where(inArray(applicationFiles.bizNo, ['file-unsubmitted-old', 'file-unsubmitted-recent']));
    expect(files.map((row) => row.bizNo)).toEqual(['file-unsubmitted-recent']);
    expect(sweep).toMatchObject({ memberSessions: expect.any(Number), identityChecks: 1, faceidSessions: 1, unsubmittedApplicationFiles: 1 });
  });

  it('deletes opened details, mailed 详单 requests, old alerts and old interceptions past their periods, and keeps the rest', async () => {
    const { db } = api.deps;
    const phone = '17099990100';
    await db.insert(subscribers).values(testNumberRow(phone, now));
    await db.insert(usageDetailUnlocks).values([
      { sessionTokenHash: 'unlock-expired', phone, unlockedUntil: at(-MINUTE_MS) },
      { sessionTokenHash: 'unlock-open', phone, unlockedUntil: at(MINUTE_MS) },
    ]);
    const mail = { phone, billMonth: '202611', email: 'owner@example.com', memberId: 1 };
    const mailDone = RetentionPeriod.usageDetailMailAfterDoneMs;
    await db.insert(usageDetailMails).values([
      { ...mail, requestId: 'mail-sent-old', sentAt: at(-mailDone - MINUTE_MS) },
      { ...mail, requestId: 'mail-failed-old', failedAt: at(-mailDone - MINUTE_MS) },
      { ...mail, requestId: 'mail-sent-recent', sentAt: at(-mailDone + MINUTE_MS) },
      // Still waiting for the mail pass, however old: the address is needed to send it.
      { ...mail, requestId: 'mail-waiting', createdAt: at(-mailDone - DAY_MS) },
    ]);
    const [alert] = await db
      .insert(usageAlerts)
      .values({ memberId: 1, phone, kind: 'balance', threshold: 1000, createdAt: at(-2 * RetentionPeriod.usageAlertHistoryMs), updatedAt: now })
      .returning();
    const alertEvent = { alertId: alert?.id ?? 0, memberId: 1, phone, kind: 'balance' as const, billMonth: '202511', threshold: 1000, observed: 500 };
    await db.insert(usageAlertEvents).values([
      { ...alertEvent, threshold: 1, createdAt: at(-RetentionPeriod.usageAlertHistoryMs - MINUTE_MS) },
      { ...alertEvent, threshold: 2, createdAt: at(-RetentionPeriod.usageAlertHistoryMs + MINUTE_MS) },
    ]);
    const interceptedAt = (isPast: boolean) => at(-RetentionPeriod.interceptionLogMs + (isPast ? -MINUTE_MS : MINUTE_MS));
    const call = { phone, kind: 'call' as const, otherParty: '16511111111', reason: 'number' as const, matched: '16511111111', seconds: 10 };
    await db.insert(callInterceptions).values([
      { ...call, eventId: 'call-old', occurredAt: interceptedAt(true), interceptedAt: interceptedAt(true) },
      { ...call, eventId: 'call-recent', occurredAt: interceptedAt(false), interceptedAt: interceptedAt(false) },
    ]);
    const message = { phone, sender: '10690000123', reason: 'number' as const, messageCount: 1 };
    await db.insert(smsInterceptions).values([
      { ...message, eventId: 'sms-old', occurredAt: interceptedAt(true), interceptedAt: interceptedAt(true) },
      { ...message, eventId: 'sms-recent', occurredAt: interceptedAt(false), interceptedAt: interceptedAt(false) },
    ]);

    await applyRetention(api.deps);

    const unlocks = await db.select({ key: usageDetailUnlocks.sessionTokenHash }).from(usageDetailUnlocks).where(eq(usageDetailUnlocks.phone, phone));
    expect(unlocks.map((row) => row.key)).toEqual(['unlock-open']);
    const mails = await db.select({ key: usageDetailMails.requestId }).from(usageDetailMails).where(eq(usageDetailMails.phone, phone));
    expect(mails.map((row) => row.key).sort()).toEqual(['mail-sent-recent', 'mail-waiting']);
    const alerts = await db.select({ threshold: usageAlertEvents.threshold }).from(usageAlertEvents).where(eq(usageAlertEvents.phone, phone));
    expect(alerts.map((row) => row.threshold)).toEqual([2]);
    const calls = await db.select({ key: callInterceptions.eventId }).from(callInterceptions).where(eq(callInterceptions.phone, phone));
    expect(calls.map((row) => row.key)).toEqual(['call-recent']);
    const messages = await db.select({ key: smsInterceptions.eventId }).from(smsInterceptions).where(eq(smsInterceptions.phone, phone));
    expect(messages.map((row) => row.key)).toEqual(['sms-recent']);
  });

  it("deletes a member's log lines past three years and keeps the newer ones", async () => {
    const { db } = api.deps;
    const memberId = 990_101;
    const line = (minutes: number) => ({ memberId, action: 'profileCorrected', createdAt: at(-RetentionPeriod.memberActionLogMs + minutes * MINUTE_MS) });
    await db.insert(memberActionLog).values([
      { ...line(-1), detail: { which: 'old' } },
      { ...line(1), detail: { which: 'recent' } },
    ]);

    await applyRetention(api.deps);

    const lines = await db.select({ detail: memberActionLog.detail }).from(memberActionLog).where(eq(memberActionLog.memberId, memberId));
    expect(lines.map((row) => row.detail)).toEqual([{ which: 'recent' }]);
  });

  it("empties a copy's ZIP and address 7 days after the request, deletes the request after 30, and keeps newer ones whole", async () => {
    const { db } = api.deps;
    const memberId = 990_102;
    const copy = (key: string, ms: number, minutes: number) => ({
      memberId,
      phone: '17099990101',
      delivery: 'download' as const,
      email: key,
      content: Buffer.from(key),
      sentAt: at(-ms + minutes * MINUTE_MS),
      createdAt: at(-ms + minutes * MINUTE_MS),
    });
    await db
      .insert(personalInfoCopies)
      .values([
        copy('week-old', RetentionPeriod.personalInfoCopyMs, -1),
        copy('week-young', RetentionPeriod.personalInfoCopyMs, 1),
        copy('month-old', RetentionPeriod.personalInfoCopyRecordMs, -1),
        copy('month-young', RetentionPeriod.personalInfoCopyRecordMs, 1),
      ]);

    await applyRetention(api.deps);

    const rows = await db
      .select({ email: personalInfoCopies.email, content: personalInfoCopies.content, createdAt: personalInfoCopies.createdAt })
      .from(personalInfoCopies)
      .where(eq(personalInfoCopies.memberId, memberId))
      .orderBy(personalInfoCopies.createdAt);
    expect(rows.map((row) => [row.email, row.content?.toString() ?? null])).toEqual([
      [null, null],
      [null, null],
      ['week-young', 'week-young'],
    ]);
  });

  it('deletes a decided deletion request past three years, and keeps a newer one and one still waiting for staff', async () => {
    const { db } = api.deps;
    const memberId = 990_102;
    const past = at(-RetentionPeriod.deletionRequestMs - MINUTE_MS);
    await db.insert(memberDeletionRequests).values([
      { memberId, status: 'done', maskedPhones: 'old-done', requestedAt: past, decidedAt: past },
      { memberId, status: 'refused', maskedPhones: 'old-refused', requestedAt: past, decidedAt: past },
      { memberId, status: 'waiting', maskedPhones: 'old-waiting', requestedAt: past },
      { memberId, status: 'done', maskedPhones: 'recent-done', requestedAt: at(-RetentionPeriod.deletionRequestMs + MINUTE_MS) },
    ]);

    await applyRetention(api.deps);

    const kept = await db
      .select({ key: memberDeletionRequests.maskedPhones })
      .from(memberDeletionRequests)
      .where(eq(memberDeletionRequests.memberId, memberId));
    expect(kept.map((row) => row.key).sort()).toEqual(['old-waiting', 'recent-done']);
  });

  it('deletes the bank details of a refund once it is done, and keeps them while it is pending', async () => {
    const { db } = api.deps;
    const bank = 'sealed-bank-details';
    const paidApplication = await addApplication('refund-paid', '17099990002', { kind: 'cancel', sealedData: bank });
    const pendingApplication = await addApplication('refund-pending', '17099990003', { kind: 'cancel', sealedData: bank });
    await addCancelledNumber('17099990002', now);
    await addCancelledNumber('17099990003', now);
    const refusedApplication = await addApplication('refund-refused', '17099990004', {
      kind: 'cancel',
      sealedData: bank,
      status: 'failed',
      reviewedAt: at(-MINUTE_MS),
    });
    await db.insert(balanceRefunds).values([
      { phone: '17099990002', applicationId: paidApplication, amountFen: 500, route: 'bank', sealedBank: bank, status: 'paid', paidAt: at(-MINUTE_MS) },
      { phone: '17099990003', applicationId: pendingApplication, amountFen: 500, route: 'bank', sealedBank: bank, status: 'pending' },
    ]);

    await applyRetention(api.deps);

    const refunds = await db
      .select({ applicationId: balanceRefunds.applicationId, sealedBank: balanceRefunds.sealedBank })
      .from(balanceRefunds)
      .where(inArray(balanceRefunds.applicationId, [paidApplication, pendingApplication]));
    expect(Object.fromEntries(refunds.map((row) => [row.applicationId, row.sealedBank]))).toEqual({ [paidApplication]: null, [pendingApplication]: bank });
    const held = await db
      .select({ id: applications.id, sealedData: applications.sealedData })
      .from(applications)
      .where(inArray(applications.id, [paidApplication, pendingApplication, refusedApplication]));
    expect(Object.fromEntries(held.map((row) => [row.id, row.sealedData]))).toEqual({
      [paidApplication]: null,
      [pendingApplication]: bank,
      [refusedApplication]: null,
    });
  });

  it('deletes the old invoice form photos a period after the decision, never before or while undecided', async () => {
    const decidedLongAgo = await addFormInvoice(at(-RetentionPeriod.invoicePhotosAfterDecisionMs - MINUTE_MS));
    const decidedRecently = await addFormInvoice(at(-RetentionPeriod.invoicePhotosAfterDecisionMs + MINUTE_MS));
    const undecided = await addFormInvoice(null);

    await applyRetention(api.deps);

    const photos = await api.deps.db
      .select({ invoiceId: invoiceFormPhotos.invoiceId })
      .from(invoiceFormPhotos)
      .where(inArray(invoiceFormPhotos.invoiceId, [decidedLongAgo, decidedRecently, undecided]));
    expect([...new Set(photos.map((row) => row.invoiceId))].sort((a, b) => a - b)).toEqual([decidedRecently, undecided]);
    expect(photos).toHaveLength(4);
  });

  it('keeps real-name material two years after the service ends, then deletes it', async () => {
    await addCancelledNumber('17099991001', yearsAgo(2, -MINUTE_MS));
    await addCancelledNumber('17099991002', yearsAgo(2, MINUTE_MS));
    const endedLongAgo = await addOpening('17099991001');
    const endedRecently = await addOpening('17099991002');
    const inService = await addOpening('17000000000');
    await addApplication('transfer-ended-long-ago', '17099991001');
    await addApplication('transfer-ended-recently', '17099991002');
    await addFile('transfer-ended-long-ago', yearsAgo(3, 0));
    await addFile('transfer-ended-recently', yearsAgo(3, 0));

    await applyRetention(api.deps);

    const uploads = await api.deps.db
      .select({ uimId: agentUploads.uimId })
      .from(agentUploads)
      .where(inArray(agentUploads.uimId, [endedLongAgo, endedRecently, inService]));
    expect([...new Set(uploads.map((row) => row.uimId))].sort()).toEqual([endedRecently, inService].sort());
    // The signature, the joint photo and the ID card front of each opening kept.
    expect(uploads).toHaveLength(6);
    const files = await api.deps.db
      .select({ bizNo: applicationFiles.bizNo })
      .from(applicationFiles)
      .where(inArray(applicationFiles.bizNo, ['transfer-ended-long-ago', 'transfer-ended-recently']));
    expect(files.map((row) => row.bizNo)).toEqual(['transfer-ended-recently']);
  });

  it('deletes a former owner’s material two years after their service ended, though the number has a new owner', async () => {
    // The number went back to the pool: the former owner's rows are under its former-owner key.
    const phone = '17099991003';
    const formerKey = formerOwnerKey(phone, 1);
    await addCancelledNumber(formerKey, yearsAgo(2, -MINUTE_MS));
    await api.deps.db.update(subscribers).set({ status: 'released' }).where(eq(subscribers.phone, formerKey));
    await api.deps.db.insert(numberTenures).values({
      phone,
      tenure: 1,
      archiveKey: formerKey,
      joinedAt: yearsAgo(5, 0),
      cancelledAt: yearsAgo(2, -MINUTE_MS),
      releasedAt: yearsAgo(1, 0),
    });
    const formerOpening = await addOpening(phone);
    await api.deps.db
      .update(openCardRecords)
      .set({ createdAt: yearsAgo(5, 0) })
      .where(eq(openCardRecords.uimId, formerOpening));
    await addCancelledNumber(phone, now);
    await api.deps.db
      .update(subscribers)
      .set({ status: 'normal', cancelledAt: null, joinedAt: yearsAgo(0, -MINUTE_MS) })
      .where(eq(subscribers.phone, phone));
    const newOwnersOpening = await addOpening(phone);
    await addApplication('transfer-of-former-owner', formerKey);
    await addFile('transfer-of-former-owner', yearsAgo(3, 0));

    await applyRetention(api.deps);

    const uploads = await api.deps.db
      .select({ uimId: agentUploads.uimId })
      .from(agentUploads)
      .where(inArray(agentUploads.uimId, [formerOpening, newOwnersOpening]));
    expect([...new Set(uploads.map((row) => row.uimId))]).toEqual([newOwnersOpening]);
    expect(await api.deps.db.select().from(applicationFiles).where(eq(applicationFiles.bizNo, 'transfer-of-former-owner'))).toEqual([]);
  });
});
