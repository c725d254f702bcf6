import { and, inArray, isNotNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/connection.ts';
import {
  agentRealNameChecks,
  agentUploads,
  applicationFiles,
  applications,
  balanceRefunds,
  callInterceptions,
  faceidSessions,
  identityChecks,
  invoiceAccessGrants,
  invoiceFormPhotos,
  invoices,
  memberActionLog,
  memberDeletionRequests,
  memberSessions,
  numberTenures,
  openCardRecords,
  packageChangeVerifications,
  personalInfoCopies,
  simReplacementApplications,
  smsCodes,
  smsInterceptions,
  staffSessions,
  subscribers,
  usageAlertEvents,
  usageDetailMails,
  usageDetailUnlocks,
} from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { repeatWhileOpen } from './repeating-work.ts';
import { isFormerOwnersOpening } from '../boss/number-release.ts';
import { RetentionPeriod } from '@hall/contract/personal-info/retention-table';

// The retention table (the contract's RETENTION_TABLE, docs/retention.md) carried out: each kind
// of data goes once its period is over. The other expiring rows (OAuth states, agent captchas and
// sessions, payer openids, rate-limit counters) have sweeps of their own beside the code that writes them.

const HOUR_MS = 60 * 60 * 1000;

export { RetentionPeriod };

const SWEEP_INTERVAL_MS = HOUR_MS;

export type RetentionSweep = Record<string, number>;

function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/** Identity checks an application or a SIM replacement stands on: their decision reads the checked identity. */
function checksInUse(db: Executor) {
  return db
    .select({ bizNo: applications.bizNo })
    .from(applications)
    .union(db.select({ bizNo: simReplacementApplications.bizNo }).from(simReplacementApplications));
}

/** One pass over the retention table; answers how many rows each rule deleted or emptied. */
export async function applyRetention(deps: AppDeps): Promise<RetentionSweep> {
  const { db } = deps;
  const now = deps.now();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const count = (rows: unknown[]) => rows.length;
  const serviceEndedBefore = yearsBefore(now, RetentionPeriod.realNameAfterServiceEndsYears);
  const numbersEndedLongAgo = db
    .select({ phone: subscribers.phone })
    .from(subscribers)
    .where(and(inArray(subscribers.status, ['cancelled', 'released']), lte(subscribers.cancelledAt, serviceEndedBefore)));
  // Openings of a number that went back to the pool since: their owner's service ended with the tenure.
  const openedInTenureEndedLongAgo = isFormerOwnersOpening(lte(numberTenures.cancelledAt, serviceEndedBefore));
  const refundsDone = db.select({ applicationId: balanceRefunds.applicationId }).from(balanceRefunds).where(ne(balanceRefunds.status, 'pending'));

  return {
    memberSessions: count(await db.delete(memberSessions).where(lte(memberSessions.expiresAt, now)).returning({ key: memberSessions.tokenHash })),
    staffSessions: count(await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now)).returning({ key: staffSessions.tokenHash })),
    usageDetailUnlocks: count(
      await db.delete(usageDetailUnlocks).where(lte(usageDetailUnlocks.unlockedUntil, now)).returning({ key: usageDetailUnlocks.sessionTokenHash }),
    ),
    usageDetailMails: count(
      await db
        .delete(usageDetailMails)
        .where(
          or(
            lte(usageDetailMails.sentAt, ago(RetentionPeriod.usageDetailMailAfterDoneMs)),
            lte(usageDetailMails.failedAt, ago(RetentionPeriod.usageDetailMailAfterDoneMs)),
          ),
        )
        .returning({ key: usageDetailMails.id }),
    ),
    usageAlertEvents: count(
      await db
        .delete(usageAlertEvents)
        .where(lte(usageAlertEvents.createdAt, ago(RetentionPeriod.usageAlertHistoryMs)))
        .returning({ key: usageAlertEvents.id }),
    ),
    callInterceptions: count(
      await db
        .delete(callInterceptions)
        .where(lte(callInterceptions.interceptedAt, ago(RetentionPeriod.interceptionLogMs)))
        .returning({ key: callInterceptions.id }),
    ),
    smsInterceptions: count(
      await db
        .delete(smsInterceptions)
        .where(lte(smsInterceptions.interceptedAt, ago(RetentionPeriod.interceptionLogMs)))
        .returning({ key: smsInterceptions.id }),
    ),
    memberActions: count(
      await db
        .delete(memberActionLog)
        .where(lte(memberActionLog.createdAt, ago(RetentionPeriod.memberActionLogMs)))
        .returning({ key: memberActionLog.id }),
    ),
    personalInfoCopyFiles: count(
      await db
        .update(personalInfoCopies)
        .set({ content: null, email: null })
        .where(
          and(
            lte(personalInfoCopies.createdAt, ago(RetentionPeriod.personalInfoCopyMs)),
            or(isNotNull(personalInfoCopies.content), isNotNull(personalInfoCopies.email)),
          ),
        )
        .returning({ key: personalInfoCopies.id }),
    ),
    personalInfoCopies: count(
      await db
        .delete(personalInfoCopies)
        .where(lte(personalInfoCopies.createdAt, ago(RetentionPeriod.personalInfoCopyRecordMs)))
        .returning({ key: personalInfoCopies.id }),
    ),
    deletionRequests: count(
      await db
        .delete(memberDeletionRequests)
        .where(and(ne(memberDeletionRequests.status, 'waiting'), lte(memberDeletionRequests.requestedAt, ago(RetentionPeriod.deletionRequestMs))))
        .returning({ key: memberDeletionRequests.id }),
    ),
    smsCodes: count(
      await db
        .delete(smsCodes)
        .where(and(lte(smsCodes.expiresAt, now), lte(smsCodes.createdAt, ago(RetentionPeriod.smsCodeMs))))
        .returning({ key: smsCodes.id }),
    ),
    identityChecks: count(
      await db
        .delete(identityChecks)
        .where(and(lte(identityChecks.expiresAt, ago(RetentionPeriod.identityCheckAfterExpiryMs)), notInArray(identityChecks.bizNo, checksInUse(db))))
        .returning({ key: identityChecks.bizNo }),
    ),
    agentRealNameChecks: count(
      await db.delete(agentRealNameChecks).where(lte(agentRealNameChecks.expiresAt, now)).returning({ key: agentRealNameChecks.bizNo }),
    ),
    faceidSessions: count(
      await db
        .delete(faceidSessions)
        .where(lte(faceidSessions.createdAt, ago(RetentionPeriod.faceidSessionMs)))
        .returning({ key: faceidSessions.bizNo }),
    ),
    invoiceAccessGrants: count(
      await db.delete(invoiceAccessGrants).where(lte(invoiceAccessGrants.expiresAt, now)).returning({ key: invoiceAccessGrants.memberId }),
    ),
    packageChangeVerifications: count(
      await db.delete(packageChangeVerifications).where(lte(packageChangeVerifications.expiresAt, now)).returning({ key: packageChangeVerifications.memberId }),
    ),
    refundBankDetails: count(
      await db
        .update(balanceRefunds)
        .set({ sealedBank: null })
        .where(and(ne(balanceRefunds.status, 'pending'), isNotNull(balanceRefunds.sealedBank)))
        .returning({ key: balanceRefunds.id }),
    ),
    applicationBankDetails: count(
      await db
        .update(applications)
        .set({ sealedData: null })
        .where(
          and(
            isNotNull(applications.sealedData),
            sql`(${applications.id} in ${refundsDone} or (${applications.status} = 'failed' and ${applications.reviewedAt} is not null))`,
          ),
        )
        .returning({ key: applications.id }),
    ),
    invoiceFormPhotos: count(
      await db
        .delete(invoiceFormPhotos)
        .where(
          inArray(
            invoiceFormPhotos.invoiceId,
            db
              .select({ id: invoices.id })
              .from(invoices)
              .where(lte(invoices.reviewedAt, ago(RetentionPeriod.invoicePhotosAfterDecisionMs))),
          ),
        )
        .returning({ key: invoiceFormPhotos.invoiceId }),
    ),
    unsubmittedApplicationFiles: count(
      await db
        .delete(applicationFiles)
        .where(
          and(
            lte(applicationFiles.createdAt, ago(RetentionPeriod.unsubmittedApplicationFileMs)),
            notInArray(applicationFiles.bizNo, db.select({ bizNo: applications.bizNo }).from(applications)),
          ),
        )
        .returning({ key: applicationFiles.bizNo }),
    ),
    openingMaterial: count(
      await db
        .delete(agentUploads)
        .where(
          inArray(
            agentUploads.uimId,
            db
              .select({ uimId: openCardRecords.uimId })
              .from(openCardRecords)
              .where(or(inArray(openCardRecords.serviceId, numbersEndedLongAgo), openedInTenureEndedLongAgo)),
          ),
        )
        .returning({ key: agentUploads.id }),
    ),
    transferMaterial: count(
      await db
        .delete(applicationFiles)
        .where(
          inArray(applicationFiles.bizNo, db.select({ bizNo: applications.bizNo }).from(applications).where(inArray(applications.phone, numbersEndedLongAgo))),
        )
        .returning({ key: applicationFiles.bizNo }),
    ),
  };
}

export function scheduleRetention(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, {
    name: 'retention',
    intervalMs: SWEEP_INTERVAL_MS,
    run: async () => {
      const sweep = await applyRetention(deps);
      const deleted = Object.fromEntries(Object.entries(sweep).filter(([, rows]) => rows > 0));
      if (Object.keys(deleted).length > 0) {
        app.log.info({ deleted }, 'retention: rows past their period deleted');
      }
    },
  });
}
