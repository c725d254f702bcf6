import type { openingEndpoints } from '@hall/contract/agent/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { registerOpeningFileRoute } from './opening-file.route.ts';
import { createOpeningReviewKind } from './opening.review-kind.ts';
import { createScanLink } from './vno-scan-link.ts';
import {
  checkChannel,
  checkIccid,
  checkCustomerIdentity,
  checkIdentityCodeByWorkNo,
  checkNumberOpenable,
  checkPhoneValid,
  createSign,
  discardOpenRecord,
  queryNumber,
  readOffers,
  readOpeningAgreement,
  readOpenRecord,
  readRealNameResult,
  readSaleResource,
  saveOpenRecord,
  startRealName,
  submitOpening,
  uploadSignature,
  uploadTogetherPhoto,
} from './opening.service.ts';

/** The agent's opening of a number: its record, checks, uploads, real-name and submission. */
export const openingModule: FeatureModule<keyof typeof openingEndpoints> = {
  name: 'opening',
  handlers: (deps) => ({
    SIM_OR_SERVICE_ID_QUERY: ({ agent, input, request }) => queryNumber(deps, agent, input, request.ip),
    QUERY_OPEN_CARD_LOCATION: ({ agent, input }) => readOpenRecord(deps, agent, input.uimId),
    ADD_OPEN_CARD_LOCATION: ({ agent, input, request }) => saveOpenRecord(deps, agent, input, request.ip),
    DEL_OPEN_CARD_LOCATION: ({ agent, input }) => discardOpenRecord(deps, agent, input.uimId),
    CHECK_ICCID: ({ agent, input }) => checkIccid(deps, agent, input),
    CHECK_PHONE_VALID: ({ agent, input }) => checkPhoneValid(deps, agent, input),
    CHANEL_CHECK: ({ agent, input }) => checkChannel(deps, agent, input.serviceId),
    APP_COMMON_CHECK: ({ agent, input }) => checkNumberOpenable(deps, agent, input.serviceId),
    CHECK_OFFER_NAME: ({ agent, input }) => readOffers(deps, agent, input),
    OPENING_AGREEMENT: () => readOpeningAgreement(deps),
    SIGNATURE_UPLOAD: ({ agent, input }) => uploadSignature(deps, agent, input),
    UPLOAD_CARD: ({ agent, input }) => uploadTogetherPhoto(deps, agent, input),
    GET_URL: ({ agent, input }) => startRealName(deps, agent, input),
    GET_BOSS_URL: ({ agent, input }) => startRealName(deps, agent, input),
    GET_SIMPLE_OR_CARD_NUM: ({ agent, input }) => readRealNameResult(deps, agent, input),
    DO_CHECK_IDENTITY_CODE_BY_WORK_NO: ({ agent, input }) => checkIdentityCodeByWorkNo(deps, agent, input),
    QUERY_SIGN: async ({ agent, input }) => createSign(deps, agent, input.serviceId),
    DO_SUBMIT: ({ agent, input }) => submitOpening(deps, agent, input),
    GET_KEY: async () => ({ key: deps.config.MAPS_KEY }),
    GET_ONLINE_SALE_RESOURCE: ({ agent, input }) => readSaleResource(deps, agent, input.id),
    VNO_SCAN_LINK: ({ agent, input }) => createScanLink(deps, agent, input.id),
    GET_ONLINE_SALE_RESOURCE_ID_CARD: ({ agent, input }) => checkCustomerIdentity(deps, agent, input),
  }),
  reviewKinds: (deps) => [createOpeningReviewKind(deps.secretKey)],
  routes: registerOpeningFileRoute,
};
