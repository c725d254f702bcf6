import { isReachable } from '@hall/contract/number-state';
import { LossReportMessage } from '@hall/contract/loss-report/rules';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { findLossReportInForce, liftLossReport, reportLoss } from '../../boss/loss-reports.ts';
import { lockActiveNumber } from '../../boss/number-lifecycle.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import { endSessionsOfNumber } from '../../platform/member-numbers.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';

// 挂失/解挂 of the member's bound number, each with its service password. The state is checked before
// the password, so a needless request spends none of the password's tries; the transaction checks it
// again under the number's lock, so two requests at once act once.

/** LOSS_REPORT_STATUS: whether the bound number is reported lost, and since when. */
export async function readLossReportStatus(deps: AppDeps, member: BoundMember): Promise<OperationOutput<'LOSS_REPORT_STATUS'>> {
  const report = await findLossReportInForce(deps.db, member.boundPhone);
  return { phone: maskPhone(member.boundPhone), reportedAt: report?.reportedAt.toISOString() ?? null };
}

async function checkServicePassword(deps: AppDeps, phone: string, password: string): Promise<void> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(LossReportMessage.NUMBER_NOT_IN_SERVICE);
  }
  const check = await deps.boss.verifyServicePassword(phone, password, { now: deps.now() });
  if (check.outcome !== 'accepted') {
    throw invalid(describeRefusedPassword(check, '服务密码'));
  }
}

/** REPORT_LOSS: the number is barred, and every other session of the number ends. */
export async function reportNumberLost(deps: AppDeps, member: BoundMember, input: OperationRequest<'REPORT_LOSS'>): Promise<OperationOutput<'REPORT_LOSS'>> {
  const phone = member.boundPhone;
  if (await findLossReportInForce(deps.db, phone)) {
    throw invalid(LossReportMessage.ALREADY_REPORTED);
  }
  await checkServicePassword(deps, phone, input.phonePassword);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockActiveNumber(tx, phone);
    const report = await reportLoss(tx, { phone, memberId: member.id, now });
    if (!report) {
      throw invalid(LossReportMessage.ALREADY_REPORTED);
    }
    const endedSessions = await endSessionsOfNumber(tx, phone, member.sessionTokenHash);
    return { reportedAt: report.reportedAt.toISOString(), endedSessions };
  });
}

/** LIFT_LOSS_REPORT: the phone was found; the number works again. */
export async function liftOwnLossReport(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'LIFT_LOSS_REPORT'>,
): Promise<OperationOutput<'LIFT_LOSS_REPORT'>> {
  const phone = member.boundPhone;
  if (!(await findLossReportInForce(deps.db, phone))) {
    throw invalid(LossReportMessage.NOT_REPORTED);
  }
  await checkServicePassword(deps, phone, input.phonePassword);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockActiveNumber(tx, phone);
    const lifted = await liftLossReport(tx, { phone, by: 'member', now });
    if (!lifted) {
      throw invalid(LossReportMessage.NOT_REPORTED);
    }
    return { liftedAt: now.toISOString() };
  });
}
