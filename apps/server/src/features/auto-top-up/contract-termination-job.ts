import { z } from 'zod';
import { autoTopUpTerminations } from '../../db/schema.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { DELIVERY_RETRY } from '../../platform/jobs/retry-policy.ts';
import { EntrustedDebitRefusal } from '../../providers/wechat-papay/entrusted-debit.ts';

/** What WeChat Pay is told of the termination (its contract_termination_remark). */
export const SIGNER_LEFT_REMARK = '签约人已不再绑定该号码';

/**
 * Terminates at WeChat Pay a contract that ended here because its signer left the number (the rows
 * platform/signer-contracts.ts writes). A refusal is an answer, not a failure: a contract WeChat
 * no longer has was ended there already.
 */
export const autoTopUpTerminationJob = defineJob({
  name: 'auto top-up contract termination',
  table: autoTopUpTerminations,
  payload: z.object({ wechatContractId: z.string() }),
  retry: DELIVERY_RETRY,
  handler: async ({ wechatContractId }, { deps }) => {
    try {
      await deps.providers.entrustedDebit.terminateContract(wechatContractId, SIGNER_LEFT_REMARK);
      return { outcome: 'terminated' };
    } catch (error) {
      if (error instanceof EntrustedDebitRefusal) {
        return { outcome: `refused: ${error.code}` };
      }
      throw error;
    }
  },
});
