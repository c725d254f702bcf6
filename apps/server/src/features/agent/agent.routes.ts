import type { AgentOperationName, OperationName } from '@hall/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import type { PaymentNotificationHandlers } from '../../providers/wechat-pay/payment-notify.ts';
import { agentLoginModule } from './agent-login.module.ts';
import { openingPaymentModule } from './opening-payment.module.ts';
import { openingModule } from './opening.module.ts';

// Temporary: app.ts's old entry points, built from the agent area's three modules until the app
// lists modules (then this file goes).

function readHandlers<Names extends OperationName>(module: FeatureModule<Names>, deps: AppDeps): HandlerTable<Names> {
  const handlers = module.handlers?.(deps);
  if (!handlers) {
    throw new Error(`module ${module.name} has no handlers`);
  }
  return handlers;
}

export function createAgentHandlers(deps: AppDeps): HandlerTable<AgentOperationName> {
  return { ...readHandlers(agentLoginModule, deps), ...readHandlers(openingModule, deps), ...readHandlers(openingPaymentModule, deps) };
}

/** WeChat Pay notifications of opening fees. */
export function createAgentPaymentHandlers(deps: AppDeps): PaymentNotificationHandlers {
  return openingPaymentModule.paymentHandlers?.(deps) ?? {};
}

/** Uploaded signatures and photos: private, served only to agents of the dealer that uploaded them. */
export function registerAgentFileRoute(app: FastifyInstance, deps: AppDeps): void {
  openingModule.routes?.(app, deps);
}
