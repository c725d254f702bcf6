import { APPLICATION_STATUS_TEXT } from '@hall/contract/applications/rules';
import { CONSENT_NOTICES } from '@hall/contract/consent';
import type { AuthTypeValue } from '@hall/contract/identity/rules';
import { BINDING_METHOD_LABELS } from '@hall/contract/member-numbers/rules';
import { retentionRowOf, type RetentionKey } from '@hall/contract/personal-info/retention-table';
import {
  AUTH_TYPE_LABELS,
  IDENTITY_CHECK_STATUS_TEXT,
  MATERIAL_LABELS,
  MEMBER_ACTION_LABELS,
  MEMBER_ACTIONS_SHOWN,
  type MaterialKind,
} from '@hall/contract/personal-info/rules';
import type { PersonalInfo } from '@hall/contract/personal-info/schemas';
import type { AppDeps } from '../../deps.ts';
import { listMemberActions } from '../../domain/member-action-log.ts';
import { maskPhone } from '../../platform/masking.ts';
import { listBindingEvents, listHeldNumbers } from '../../platform/member-numbers.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import {
  findMember,
  listApplicationFiles,
  listApplications,
  listConsents,
  listIdentityChecks,
  listInvoicePhotos,
  listSimReplacements,
} from './personal-info.repository.ts';

/** The binding history the centre lists: years of a member's bindings and unbindings. */
const BINDING_EVENTS_SHOWN = 500;

function note(key: RetentionKey) {
  const row = retentionRowOf(key);
  return { key, ...row.zh };
}

const material = (kind: MaterialKind, at: Date) => ({ kind, label: MATERIAL_LABELS[kind], at: at.toISOString() });

/** PERSONAL_INFO: what the operator holds about the member, each section with its retention row. */
export async function readPersonalInfo(deps: AppDeps, member: Pick<AuthenticatedMember, 'id' | 'nickname'>): Promise<PersonalInfo> {
  const db = deps.db;
  const [profile, numbers, events, consents, checks, files, applicationRows, simRows, invoicePhotos, actions] = await Promise.all([
    findMember(db, member.id),
    listHeldNumbers(db, member.id),
    listBindingEvents(db, member.id, BINDING_EVENTS_SHOWN),
    listConsents(db, member.id),
    listIdentityChecks(db, member.id),
    listApplicationFiles(db, member.id),
    listApplications(db, member.id),
    listSimReplacements(db, member.id),
    listInvoicePhotos(db, member.id),
    listMemberActions(db, member.id, MEMBER_ACTIONS_SHOWN),
  ]);
  const materials = [
    ...files.map((file) => material(file.kind, file.createdAt)),
    ...applicationRows.filter((row) => row.hasBankDetails).map((row) => material('bankDetails', row.createdAt)),
    ...invoicePhotos.map((photo) => material(photo.kind === 'photo' ? 'invoicePhoto' : photo.kind, photo.createdAt)),
  ].sort((left, right) => right.at.localeCompare(left.at));
  const listedApplications = [
    ...applicationRows.map((row) => ({ kind: row.kind, applicationNo: row.applicationNo, status: row.status, at: row.createdAt })),
    ...simRows.map((row) => ({ kind: 'simReplacement', applicationNo: String(row.id), status: row.status, at: row.createdAt })),
  ].sort((left, right) => right.at.getTime() - left.at.getTime());
  return {
    profile: {
      nickname: profile?.nickname ?? member.nickname,
      isNicknameCorrected: Boolean(profile?.nicknameCorrectedAt),
      contactEmail: profile?.contactEmail ?? '',
      hasAvatar: (profile?.avatarUrl ?? '') !== '',
      careMode: profile?.careMode ?? false,
      memberSince: (profile?.createdAt ?? new Date(0)).toISOString(),
    },
    numbers: numbers.map((row) => ({ phone: maskPhone(row.phone), boundAt: row.boundAt.toISOString(), isActive: row.phone === profile?.boundPhone })),
    bindingHistory: events.map((event) => ({
      phone: maskPhone(event.phone),
      action: event.action,
      method: BINDING_METHOD_LABELS[event.method],
      at: event.createdAt.toISOString(),
    })),
    consents: consents.map((consent) => ({
      purpose: CONSENT_NOTICES[consent.purpose].title,
      noticeVersion: consent.noticeVersion,
      at: consent.createdAt.toISOString(),
    })),
    identityChecks: checks.map((check) => ({
      purpose: AUTH_TYPE_LABELS[check.authType as AuthTypeValue] ?? check.authType,
      status: IDENTITY_CHECK_STATUS_TEXT[check.status],
      at: check.createdAt.toISOString(),
    })),
    materials,
    applications: listedApplications.map((row) => ({
      kind: deps.reviewQueue.find(row.kind)?.label ?? row.kind,
      applicationNo: row.applicationNo,
      status: APPLICATION_STATUS_TEXT[row.status as keyof typeof APPLICATION_STATUS_TEXT] ?? row.status,
      at: row.at.toISOString(),
    })),
    actions: actions.map((row) => ({
      id: row.id,
      action: row.action,
      label: MEMBER_ACTION_LABELS[row.action as keyof typeof MEMBER_ACTION_LABELS] ?? row.action,
      at: row.createdAt.toISOString(),
    })),
    retention: {
      profile: note('memberProfile'),
      bindings: note('bindings'),
      consents: note('consents'),
      identityChecks: [note('checkedIdentity'), note('identityChecks')],
      materials: [note('transferMaterial'), note('refundBankDetails'), note('invoicePhotos')],
      applications: note('applications'),
      actions: note('memberActions'),
    },
  };
}
