import { SIM_REPLACEMENT_KIND } from '@hall/contract/applications/rules';
import type { AppDeps } from '../../deps.ts';
import type { HandlerTable } from '../../platform/operations.ts';
import { readLatestSimReplacement } from '../sim/sim.service.ts';
import {
  checkNameAndId,
  checkRefundAccountName,
  findPhoneOfLinkOrder,
  readLatestApplication,
  readLinkIdentity,
  startCancellation,
  startRealNameByLink,
  startRealNameForBound,
  startRealNameForPerson,
  startTransferIn,
  startTransferOut,
  submitCancellation,
  submitRealNameByLink,
  submitRealNameForPerson,
  submitTransferIn,
  submitTransferOut,
  uploadTransferSignature,
} from './applications.service.ts';

type ApplicationOperation =
  | 'CLOSE_ACCONT'
  | 'ACCOUNT_BANK'
  | 'ACCOUNT_FORM'
  | 'TRANS_ACCT_S'
  | 'TRANS_ACCT_S_FORM'
  | 'TRANS_ACCT_T'
  | 'UP_LOAD_CARD'
  | 'TRANS_ACCT_T_FORM'
  | 'REAL_NAME'
  | 'GET_PHONE_BY_ID'
  | 'NEW_TRANS_ACCT_T'
  | 'NEW_GET_IMG_PATH'
  | 'NEW_TRANS_ACCT_T_FORM'
  | 'PERSON_TRANS_ACCT_T'
  | 'CHECK_NAME'
  | 'PERSON_TRANS_ACCT_T_FORM'
  | 'APPLICATION_STATUS';

export function createApplicationsHandlers(deps: AppDeps): HandlerTable<ApplicationOperation> {
  return {
    CLOSE_ACCONT: ({ member, input }) => startCancellation(deps, member, input),
    ACCOUNT_BANK: ({ member, input }) => checkRefundAccountName(deps, member, input.accountName),
    ACCOUNT_FORM: ({ member, input }) => submitCancellation(deps, member, input),
    TRANS_ACCT_S: ({ member, input }) => startTransferOut(deps, member, input),
    TRANS_ACCT_S_FORM: ({ member, input }) => submitTransferOut(deps, member, input),
    TRANS_ACCT_T: ({ member, input }) => startTransferIn(deps, member, input),
    UP_LOAD_CARD: ({ member, input }) => uploadTransferSignature(deps, member, input),
    TRANS_ACCT_T_FORM: ({ member, input }) => submitTransferIn(deps, member, input),
    REAL_NAME: ({ member, input }) => startRealNameForBound(deps, member, input),
    GET_PHONE_BY_ID: ({ input }) => findPhoneOfLinkOrder(deps, input.id),
    NEW_TRANS_ACCT_T: ({ input }) => startRealNameByLink(deps, input),
    NEW_GET_IMG_PATH: ({ request, input }) => readLinkIdentity(deps, request, input.biz_no),
    NEW_TRANS_ACCT_T_FORM: ({ request, input }) => submitRealNameByLink(deps, request, input),
    PERSON_TRANS_ACCT_T: ({ member, input }) => startRealNameForPerson(deps, member, input),
    CHECK_NAME: ({ member, input }) => checkNameAndId(deps, member, input),
    PERSON_TRANS_ACCT_T_FORM: ({ member, input }) => submitRealNameForPerson(deps, member, input),
    APPLICATION_STATUS: ({ member, input }) =>
      input.kind === SIM_REPLACEMENT_KIND ? readLatestSimReplacement(deps, member) : readLatestApplication(deps, member, input.kind),
  };
}
