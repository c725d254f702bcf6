import { isInService, isReachable } from '@hall/contract/number-state';
import { createHash } from 'node:crypto';
import type { OperationInput, OperationOutput } from '@hall/contract/schemas';
import type { Boss } from '../../boss/boss.ts';
import type { UsageEvent } from '../../boss/usage-boss.ts';
import { invalid } from '../../platform/api-error.ts';
import { LossReportMessage } from '@hall/contract/loss-report/rules';
import { SandboxMessage } from '@hall/contract/console-sandbox/rules';
import { findLossReportInForce } from '../../boss/loss-reports.ts';
import type { Executor } from '../../db/connection.ts';

/**
 * The events one console injection stands for. The event id comes from the browser's request id,
 * so a repeated click (or a retried request) is the same usage and the back office records it once.
 */
export function buildInjectedEvents(input: OperationInput<'CONSOLE_SANDBOX_INJECT_USAGE'>, now: Date): UsageEvent[] {
  const eventId = `console:${createHash('sha256').update(`${input.phone}:${input.requestId}`).digest('hex').slice(0, 32)}`;
  const base = { eventId, phone: input.phone, occurredAt: now };
  switch (input.kind) {
    case 'data_gb':
      return [{ ...base, kind: 'data', pool: 'general', megabytes: input.amount * 1024 }];
    case 'data_mb':
      return [{ ...base, kind: 'data', pool: 'general', megabytes: input.amount }];
    case 'voice_minutes':
      return [{ ...base, kind: 'voice_out', otherParty: input.otherParty ?? '', seconds: input.amount * 60 }];
    case 'sms_count':
      return [{ ...base, kind: 'sms_out', otherParty: input.otherParty ?? '', count: input.amount }];
    case 'sms_received':
      return [{ ...base, kind: 'sms_in', otherParty: input.sender ?? '', count: input.amount, category: input.category ?? null }];
    case 'call_received':
      return [{ ...base, kind: 'voice_in', otherParty: input.sender ?? '', seconds: input.amount * 60 }];
  }
}

/** Feeds one injection to the back office and answers the number's balance after it. */
export async function injectUsage(
  db: Executor,
  boss: Boss,
  input: OperationInput<'CONSOLE_SANDBOX_INJECT_USAGE'>,
  now: Date,
): Promise<OperationOutput<'CONSOLE_SANDBOX_INJECT_USAGE'>> {
  const subscriber = await boss.findSubscriber(input.phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(SandboxMessage.NUMBER_UNAVAILABLE);
  }
  if (!isInService(subscriber.status)) {
    throw invalid(SandboxMessage.NUMBER_SUSPENDED);
  }
  if (await findLossReportInForce(db, input.phone)) {
    throw invalid(LossReportMessage.USAGE_BARRED);
  }
  const { recorded, intercepted } = await boss.recordUsage(buildInjectedEvents(input, now));
  const after = await boss.findSubscriber(input.phone);
  return { recorded, intercepted, balanceFen: after?.balanceFen ?? subscriber.balanceFen, status: after?.status ?? subscriber.status };
}
