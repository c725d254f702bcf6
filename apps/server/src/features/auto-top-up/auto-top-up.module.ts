import type { autoTopUpEndpoints } from '@hall/contract/auto-top-up/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { registerContractNotifyRoute } from '../../providers/wechat-papay/contract-notify.ts';
import { AUTO_TOP_UP_NOTIFY_HANDLER, settleDebit } from './auto-top-up-debit.ts';
import { scheduleAutoTopUps } from './auto-top-up.schedule.ts';
import {
  AUTO_TOP_UP_CONTRACT_HANDLER,
  cancelAutoTopUp,
  readAutoTopUpStatus,
  saveAutoTopUpRules,
  settleContractNotification,
  startAutoTopUpSigning,
} from './auto-top-up.service.ts';

export const autoTopUpModule: FeatureModule<keyof typeof autoTopUpEndpoints> = {
  name: 'auto-top-up',
  handlers: (deps) => ({
    AUTO_TOP_UP_STATUS: ({ member }) => readAutoTopUpStatus(deps, member),
    AUTO_TOP_UP_SAVE: ({ member, input }) => saveAutoTopUpRules(deps, member, input),
    AUTO_TOP_UP_SIGN: ({ member }) => startAutoTopUpSigning(deps, member),
    AUTO_TOP_UP_CANCEL: ({ member }) => cancelAutoTopUp(deps, member),
  }),
  // The debits' outcomes (TRANSACTION.SUCCESS / PAYERROR), like any payment's.
  paymentHandlers: (deps) => ({
    [AUTO_TOP_UP_NOTIFY_HANDLER]: {
      payment: async (payment) => {
        await settleDebit(deps, { ...payment, paidAt: new Date(payment.paidAt) });
      },
    },
  }),
  // The contracts' changes (ENTRUST.SIGN / ENTRUST.TERMINATE) come to a route of their own.
  routes: (app, deps) => registerContractNotifyRoute(app, deps, { [AUTO_TOP_UP_CONTRACT_HANDLER]: (change) => settleContractNotification(deps, change) }),
  schedules: scheduleAutoTopUps,
};
