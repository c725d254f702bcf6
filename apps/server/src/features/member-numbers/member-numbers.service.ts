import { BINDING_HISTORY_SHOWN, MAX_BOUND_NUMBERS, MemberNumbersMessage } from '@hall/contract/member-numbers/rules';
import { numberStateLabel } from '@hall/contract/number-state';
import type { OperationOutput } from '@hall/contract/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskName } from '../../platform/masking.ts';
import { listBindingEvents, listHeldNumbers, listHolders, switchActiveNumber, unbindMemberNumber } from '../../platform/member-numbers.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { hashShortCode } from '../../platform/secrets.ts';

/** MY_NUMBERS: the member's numbers with their state and package, the active one marked. */
export async function readMyNumbers(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'MY_NUMBERS'>> {
  const held = await listHeldNumbers(deps.db, member.id);
  const subscribers = await Promise.all(held.map((number) => deps.boss.findSubscriber(number.phone)));
  return {
    numbers: held.map((number, index) => {
      const subscriber = subscribers[index];
      return {
        mobilePhone: number.phone,
        isActive: number.phone === member.boundPhone,
        boundAt: number.boundAt.toISOString(),
        boundBy: number.boundBy,
        mobileStatus: subscriber ? numberStateLabel(subscriber.status) : '',
        packageName: subscriber?.packageName ?? '',
      };
    }),
    maxNumbers: MAX_BOUND_NUMBERS,
  };
}

/** SWITCH_NUMBER: one of the member's numbers becomes the active one, on every phone of the member. */
export async function switchNumber(deps: AppDeps, member: AuthenticatedMember, phone: string): Promise<{ mobilePhone: string }> {
  if (!(await switchActiveNumber(deps.db, member.id, phone))) {
    throw invalid(MemberNumbersMessage.NOT_YOUR_NUMBER);
  }
  return { mobilePhone: phone };
}

/** BINDING_HISTORY: the member's own bindings and unbindings, the latest first. */
export async function readBindingHistory(deps: AppDeps, member: AuthenticatedMember): Promise<OperationOutput<'BINDING_HISTORY'>> {
  const events = await listBindingEvents(deps.db, member.id, BINDING_HISTORY_SHOWN);
  return { events: events.map((event) => ({ mobilePhone: event.phone, action: event.action, method: event.method, time: event.createdAt.toISOString() })) };
}

/** What names a holder to the page: stable for the number, and no member id given away. */
function holderRefOf(deps: AppDeps, memberId: number, phone: string): string {
  return hashShortCode(deps.secretKey, 'number-holder', String(memberId), phone).slice(0, 16);
}

/** NUMBER_HOLDERS: every WeChat member holding the active number, the caller among them. */
export async function readNumberHolders(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'NUMBER_HOLDERS'>> {
  const holders = await listHolders(deps.db, member.boundPhone);
  return {
    mobilePhone: member.boundPhone,
    holders: holders.map((holder) => ({
      holderRef: holderRefOf(deps, holder.memberId, member.boundPhone),
      nickname: maskName(holder.nickname),
      boundAt: holder.boundAt.toISOString(),
      boundBy: holder.boundBy,
      isYou: holder.memberId === member.id,
    })),
  };
}

/**
 * REMOVE_NUMBER_HOLDER: whoever holds the number now (the SMS code to it proves so) removes another
 * member from it. The removed member keeps their session and other numbers; their history says why.
 */
export async function removeNumberHolder(
  deps: AppDeps,
  member: BoundMember,
  input: { holderRef: string; code: string },
): Promise<OperationOutput<'REMOVE_NUMBER_HOLDER'>> {
  const phone = member.boundPhone;
  const holders = await listHolders(deps.db, phone);
  const holder = holders.find((candidate) => holderRefOf(deps, candidate.memberId, phone) === input.holderRef);
  if (!holder) {
    throw invalid(MemberNumbersMessage.MEMBER_GONE);
  }
  if (holder.memberId === member.id) {
    throw invalid(MemberNumbersMessage.CANNOT_REMOVE_YOURSELF);
  }
  await deps.oneTimeCodes.verify({ phone, purpose: SmsCodeType.UNBIND, code: input.code });
  const removed = await deps.db.transaction((tx) =>
    unbindMemberNumber(tx, { memberId: holder.memberId, phone, method: 'removedByMember', byMemberId: member.id, now: deps.now() }),
  );
  if (!removed) {
    throw invalid(MemberNumbersMessage.MEMBER_GONE);
  }
  return { mobilePhone: phone, nickname: maskName(holder.nickname) };
}
