import { randomInt } from 'node:crypto';
import { ApplicationMessage, type ApplicationKindValue } from '@hall/contract/applications/rules';
import { IdentityCheckMessage, type AuthTypeValue } from '@hall/contract/identity/rules';
import { formatChinaDate } from '@hall/contract/china-time';
import { ResponseCode } from '@hall/contract/codes';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { SubscriberProfile } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import type { IdentityCheck } from '../../platform/identity-checks.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import { findPendingApplication, insertApplication, type ApplicationRow, type NewApplication } from './applications.repository.ts';

// What the application flows (cancellation, transfer, real-name) share: the application number,
// the owner and password checks, one pending application per number and kind, storing it.

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const APPLICATION_PREFIX: Record<ApplicationKindValue, string> = {
  cancel: 'XH',
  transferOut: 'GF',
  transferIn: 'GJ',
  realName: 'SM',
};

const PENDING_MESSAGE: Record<ApplicationKindValue, string> = {
  cancel: ApplicationMessage.CANCEL_PENDING,
  transferOut: ApplicationMessage.TRANSFER_OUT_PENDING,
  transferIn: ApplicationMessage.TRANSFER_IN_PENDING,
  realName: ApplicationMessage.REAL_NAME_PENDING,
};

/** Letters and digits that cannot be misread for one another (no I, O, 0, 1). */
export function createRandomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return text;
}

/** XH20261122 (the China day) + 8 random characters: readable on the phone, unguessable. */
export function createApplicationNo(kind: ApplicationKindValue, now: Date): string {
  const day = formatChinaDate(now).replaceAll('-', '');
  return `${APPLICATION_PREFIX[kind]}${day}${createRandomText(8)}`;
}

export interface OwnerCheckInput {
  idCard: string;
  name: string;
  returnUrl: string;
  consent: true;
}

export function isOwner(subscriber: SubscriberProfile, idNumber: string, name: string): boolean {
  return subscriber.idNumber.toUpperCase() === idNumber.trim().toUpperCase() && subscriber.ownerName === name.trim();
}

export async function findActiveSubscriber(deps: AppDeps, phone: string): Promise<SubscriberProfile> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || subscriber.status === 'cancelled') {
    throw invalid(ApplicationMessage.NUMBER_UNAVAILABLE);
  }
  return subscriber;
}

/**
 * The owner of an active number starts the face check for an application about it (cancellation,
 * transfer out): the name and ID must be the owner's, and no application of the kind pending.
 */
export async function startOwnerCheck(
  deps: AppDeps,
  member: BoundMember,
  { phone, kind, authType, input }: { phone: string; kind: ApplicationKindValue; authType: AuthTypeValue; input: OwnerCheckInput },
): Promise<IdentityStartResponse> {
  const subscriber = await findActiveSubscriber(deps, phone);
  if (!isOwner(subscriber, input.idCard, input.name)) {
    throw invalid(ApplicationMessage.IDENTITY_MISMATCH);
  }
  await refusePending(deps, phone, kind);
  return deps.identityChecks.start({
    memberId: member.id,
    authType,
    ownerName: input.name,
    idNumber: input.idCard,
    idHint: input.idCard.toUpperCase().slice(-6),
    phone,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

export async function refusePending(deps: AppDeps, phone: string, kind: ApplicationKindValue): Promise<void> {
  if (await findPendingApplication(deps.db, phone, kind)) {
    throw invalid(PENDING_MESSAGE[kind]);
  }
}

/** A passed check of the member (or of no member, for links) of the expected type. */
export async function readPassedCheck(deps: AppDeps, memberId: number | null, bizNo: string, authType: AuthTypeValue): Promise<IdentityCheck> {
  const check = await deps.identityChecks.readPassed({ memberId, bizNo });
  if (check.authType !== authType) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, IdentityCheckMessage.TYPE_MISMATCH);
  }
  return check;
}

/** The number's service password, with the back office's lock after three wrong entries. */
export async function verifyPassword(deps: AppDeps, phone: string, password: string): Promise<void> {
  const check = await deps.boss.verifyServicePassword(phone, password, { now: deps.now() });
  if (check.outcome !== 'accepted') {
    throw invalid(describeRefusedPassword(check, '服务密码'));
  }
}

export async function storeApplication(deps: AppDeps, application: Omit<NewApplication, 'applicationNo' | 'createdAt'>): Promise<ApplicationRow> {
  const now = deps.now();
  const row = await insertApplication(deps.db, { ...application, applicationNo: createApplicationNo(application.kind, now), createdAt: now });
  if (!row) {
    throw invalid(PENDING_MESSAGE[application.kind]);
  }
  return row;
}

export function describeSubmitted(row: ApplicationRow) {
  return { applicationNo: row.applicationNo, status: 'pending' as const };
}
