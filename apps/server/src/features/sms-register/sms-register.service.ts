import { findOwnerSince, ownedFrom } from '../../boss/owner-since.ts';
import type { SmsRegisterState } from '@hall/contract/sms-register/schemas';
import {
  describeNumberNotRejected,
  FEEDBACK_PER_DAY,
  findAddNumberProblem,
  REJECT_NUMBERS_PER_SUBMIT,
  REJECT_NUMBERS_TOTAL,
  SMS_INTERCEPTION_DAYS,
  SMS_INTERCEPTION_LIST_MAX,
  SmsRegisterFlag,
  SmsRegisterMessage,
  splitCommaList,
  type FeedbackType,
  type SmsRegisterFlagValue,
} from '@hall/contract/sms-register/rules';
import type { SmsRegistration } from '../../boss/sms-register-boss.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskNumberMiddle } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { countAppealsSince, insertAppeal } from './sms-register.repository.ts';

const DAY_MS = 24 * 3600 * 1000;

/** The service acts on the member's own number only. */
function requireOwnPhone(member: BoundMember, serviceId: string): string {
  if (serviceId !== member.boundPhone) {
    throw invalid(SmsRegisterMessage.OWN_NUMBER_ONLY);
  }
  return member.boundPhone;
}

async function requireRegistration(deps: AppDeps, phone: string): Promise<SmsRegistration> {
  const registration = await deps.boss.readSmsRegistration(phone, deps.now());
  if (!registration) {
    throw invalid(SmsRegisterMessage.NOT_ORDERED);
  }
  return registration;
}

/** GET_SMSBYPHONE: whether the number has ordered the service. */
export async function readSmsOrder(deps: AppDeps, member: BoundMember, serviceId: string) {
  const orderedAt = await deps.boss.findSmsOrder(requireOwnPhone(member, serviceId));
  return { isOrdered: orderedAt !== null, orderedAt: orderedAt?.toISOString() ?? null };
}

/** SMSREGISTER: 01 orders the service, 02 unsubscribes (dropping every registration). */
export async function registerSmsService(deps: AppDeps, member: BoundMember, input: { serviceid: string; regflag: SmsRegisterFlagValue }) {
  const phone = requireOwnPhone(member, input.serviceid);
  if (input.regflag === SmsRegisterFlag.ORDER) {
    if (!(await deps.boss.orderSmsService(phone, deps.now()))) {
      throw invalid(SmsRegisterMessage.ALREADY_ORDERED);
    }
    return { isOrdered: true };
  }
  if (!(await deps.boss.unsubscribeSmsService(phone, deps.now()))) {
    throw invalid(SmsRegisterMessage.NOT_ORDERED);
  }
  return { isOrdered: false };
}

/** QUERY_SMSREGISTER: categories, what is registered and the progress of recent requests. */
export async function readSmsRegister(deps: AppDeps, member: BoundMember, serviceId: string): Promise<SmsRegisterState> {
  const phone = requireOwnPhone(member, serviceId);
  const [registration, categories, subscriber] = await Promise.all([
    requireRegistration(deps, phone),
    deps.boss.listIndustryCategories(),
    deps.boss.findSubscriber(phone),
  ]);
  const nameOf = new Map(categories.map((category) => [category.code, category.name]));
  const describe = (request: SmsRegistration['requests'][number]) => ({
    id: request.id,
    pickType: request.pickType,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  });
  return {
    list: categories,
    serviceKind: subscriber?.serviceKind ?? 0,
    success: {
      registerType: registration.categoryCodes.map((code) => nameOf.get(code) ?? code).join(','),
      registerNums: registration.rejectedNumbers.join(','),
    },
    NumProcessing: registration.requests
      .filter((request) => request.target === 'number')
      .map((request) => ({ ...describe(request), registerNums: request.items.join(',') })),
    TypeProcessing: registration.requests
      .filter((request) => request.target === 'category')
      .map((request) => ({ ...describe(request), RegisterType: request.items.map((code) => nameOf.get(code) ?? code).join(',') })),
  };
}

/**
 * SMS_INTERCEPTIONS: what the registration intercepted in the last 30 days, newest first, the
 * senders masked. The number's own records, so like the other reads it is the member's own number;
 * they stay readable after unsubscribing (the history of what was kept from the number).
 */
export async function readSmsInterceptions(deps: AppDeps, member: BoundMember, serviceId: string) {
  const phone = requireOwnPhone(member, serviceId);
  const since = ownedFrom(new Date(deps.now().getTime() - SMS_INTERCEPTION_DAYS * DAY_MS), await findOwnerSince(deps.db, phone));
  const { total, list } = await deps.boss.listSmsInterceptions(phone, since, SMS_INTERCEPTION_LIST_MAX);
  return {
    total,
    list: list.map((record) => ({
      id: record.id,
      occurredAt: record.occurredAt.toISOString(),
      sender: maskNumberMiddle(record.sender),
      categoryName: record.categoryName,
      reason: record.reason,
      count: record.count,
    })),
  };
}

function pendingItems(registration: SmsRegistration, target: 'category' | 'number'): Set<string> {
  return new Set(registration.requests.filter((request) => request.status === 'processing' && request.target === target).flatMap((request) => request.items));
}

function checkCategories(registration: SmsRegistration, knownCodes: Set<string>, addTypes: string[], deleteTypes: string[]): void {
  const pending = pendingItems(registration, 'category');
  const registered = new Set(registration.categoryCodes);
  for (const code of [...addTypes, ...deleteTypes]) {
    if (!knownCodes.has(code)) {
      throw invalid(SmsRegisterMessage.CATEGORY_UNKNOWN);
    }
    if (pending.has(code)) {
      throw invalid(SmsRegisterMessage.CATEGORY_PENDING);
    }
  }
  if (new Set(addTypes).size !== addTypes.length || new Set(deleteTypes).size !== deleteTypes.length) {
    throw invalid(SmsRegisterMessage.CATEGORY_REPEATED);
  }
  if (addTypes.some((code) => registered.has(code))) {
    throw invalid(SmsRegisterMessage.CATEGORY_ALREADY_REGISTERED);
  }
  if (deleteTypes.some((code) => !registered.has(code))) {
    throw invalid(SmsRegisterMessage.CATEGORY_NOT_REGISTERED);
  }
}

function checkNumbers(registration: SmsRegistration, serviceKind: number, addNumbers: string[], deleteNumbers: string[]): void {
  if (addNumbers.length > REJECT_NUMBERS_PER_SUBMIT) {
    throw invalid(SmsRegisterMessage.TOO_MANY_ADDED);
  }
  if (deleteNumbers.length > REJECT_NUMBERS_PER_SUBMIT) {
    throw invalid(SmsRegisterMessage.TOO_MANY_DELETED);
  }
  const pending = pendingItems(registration, 'number');
  const accepted: string[] = [];
  for (const number of addNumbers) {
    const problem = findAddNumberProblem(number, { serviceKind, addList: accepted, rejected: registration.rejectedNumbers });
    if (problem) {
      throw invalid(problem);
    }
    if (pending.has(number)) {
      throw invalid(SmsRegisterMessage.NUMBER_PENDING);
    }
    accepted.push(number);
  }
  if (new Set(deleteNumbers).size !== deleteNumbers.length) {
    throw invalid(SmsRegisterMessage.DELETED_NUMBER_REPEATED);
  }
  for (const number of deleteNumbers) {
    if (!registration.rejectedNumbers.includes(number)) {
      throw invalid(describeNumberNotRejected(number));
    }
    if (pending.has(number)) {
      throw invalid(SmsRegisterMessage.NUMBER_PENDING);
    }
  }
  if (registration.rejectedNumbers.length + addNumbers.length - deleteNumbers.length > REJECT_NUMBERS_TOTAL) {
    throw invalid(SmsRegisterMessage.TOTAL_EXCEEDED);
  }
}

/** CHANGESMS: checks the categories and numbers to add and delete, then queues them. */
export async function changeSmsRegister(
  deps: AppDeps,
  member: BoundMember,
  input: { serviceid: string; addType: string; delType: string; addNum: string; delNum: string },
): Promise<{ submitted: number }> {
  const phone = requireOwnPhone(member, input.serviceid);
  const changes = {
    addTypes: splitCommaList(input.addType),
    deleteTypes: splitCommaList(input.delType),
    addNumbers: splitCommaList(input.addNum),
    deleteNumbers: splitCommaList(input.delNum),
  };
  if (Object.values(changes).every((items) => items.length === 0)) {
    throw invalid(SmsRegisterMessage.NOTHING_CHANGED);
  }
  const [registration, categories, subscriber] = await Promise.all([
    requireRegistration(deps, phone),
    deps.boss.listIndustryCategories(),
    deps.boss.findSubscriber(phone),
  ]);
  checkCategories(registration, new Set(categories.map((category) => category.code)), changes.addTypes, changes.deleteTypes);
  checkNumbers(registration, subscriber?.serviceKind ?? 0, changes.addNumbers, changes.deleteNumbers);
  return { submitted: await deps.boss.submitSmsRegisterChanges(phone, changes, deps.now()) };
}

/** INSERTUSERAPPEAL: records feedback (spaces already stripped), a few a day per member. */
export async function insertUserAppeal(
  deps: AppDeps,
  member: BoundMember,
  input: { service_id: string; appeal_type: FeedbackType; appeal_note: string },
): Promise<{ result: 1 }> {
  const phone = requireOwnPhone(member, input.service_id);
  const now = deps.now();
  if ((await countAppealsSince(deps.db, member.id, new Date(now.getTime() - DAY_MS))) >= FEEDBACK_PER_DAY) {
    throw invalid(SmsRegisterMessage.FEEDBACK_LIMIT);
  }
  await insertAppeal(deps.db, { memberId: member.id, phone, appealType: input.appeal_type, appealNote: input.appeal_note, createdAt: now });
  return { result: 1 };
}
