import type { applicationsEndpoints } from '@hall/contract/applications/endpoints';
import { APPLICATION_KINDS } from '@hall/contract/applications/rules';
import { createApplicationReviewKind } from './applications.review-kind.ts';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { readLatestOfKind } from './application-status.service.ts';
import { checkRefundAccountName, startCancellation, submitCancellation } from './cancellation.service.ts';
import {
  checkNameAndId,
  findPhoneOfLinkOrder,
  readLinkIdentity,
  startRealNameByLink,
  startRealNameForBound,
  startRealNameForPerson,
  submitRealNameByLink,
  submitRealNameForPerson,
} from './real-name.service.ts';
import { readTransferAgreement, startTransferIn, startTransferOut, submitTransferIn, submitTransferOut, uploadTransferFile } from './transfer.service.ts';

export const applicationsModule: FeatureModule<keyof typeof applicationsEndpoints> = {
  name: 'applications',
  reviewKinds: (deps) => APPLICATION_KINDS.map((kind) => createApplicationReviewKind(kind, deps.secretKey)),
  handlers: (deps) => {
    return {
      CLOSE_ACCONT: ({ member, input }) => startCancellation(deps, member, input),
      ACCOUNT_BANK: ({ member, input }) => checkRefundAccountName(deps, member, input.accountName),
      ACCOUNT_FORM: ({ member, input }) => submitCancellation(deps, member, input),
      TRANS_ACCT_S: ({ member, input }) => startTransferOut(deps, member, input),
      TRANS_ACCT_S_FORM: ({ member, input }) => submitTransferOut(deps, member, input),
      TRANS_ACCT_T: ({ member, input }) => startTransferIn(deps, member, input),
      UP_LOAD_CARD: ({ member, input }) => uploadTransferFile(deps, member, input),
      TRANSFER_AGREEMENT: () => readTransferAgreement(deps),
      TRANS_ACCT_T_FORM: ({ member, input }) => submitTransferIn(deps, member, input),
      REAL_NAME: ({ member, input }) => startRealNameForBound(deps, member, input),
      GET_PHONE_BY_ID: ({ input }) => findPhoneOfLinkOrder(deps, input.id),
      NEW_TRANS_ACCT_T: ({ input }) => startRealNameByLink(deps, input),
      NEW_GET_IMG_PATH: ({ request, input }) => readLinkIdentity(deps, request, input.biz_no),
      NEW_TRANS_ACCT_T_FORM: ({ request, input }) => submitRealNameByLink(deps, request, input),
      PERSON_TRANS_ACCT_T: ({ member, input }) => startRealNameForPerson(deps, member, input),
      CHECK_NAME: ({ member, input }) => checkNameAndId(deps, member, input),
      PERSON_TRANS_ACCT_T_FORM: ({ member, input }) => submitRealNameForPerson(deps, member, input),
      APPLICATION_STATUS: ({ member, input }) => readLatestOfKind(deps, member, input.kind),
    };
  },
};
