import { ANONYMOUS_ENTRY, ANONYMOUS_LOOKUP, IDENTITY_LOOKUP, NUMBER_SECRET_CHECK } from '../rate-limits.ts';
import { APPLICATION_UPLOAD_BODY_BYTES } from '../upload-limits.ts';
import type { Endpoint } from '../operation.ts';

// Identity-gated applications. Each flow starts its face check through its own operation
// (answering biz_no and url) and its form consumes the biz_no once.
export const applicationsEndpoints = {
  // Account cancellation (UNSET_ACCONT).
  CLOSE_ACCONT: { method: 'POST', path: '/api/wechat/accountOff', access: 'bound', loading: '结果查询中...', limits: IDENTITY_LOOKUP },
  ACCOUNT_BANK: { method: 'POST', path: '/api/wechat/accountBank', access: 'bound' },
  ACCOUNT_FORM: { method: 'POST', path: '/api/wechat/accountForm', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
  // Number transfer out (TRANS_ACCT_S) and in (TRANS_ACCT_T).
  TRANS_ACCT_S: { method: 'POST', path: '/api/wechat/transAcctS', access: 'bound', loading: true, limits: IDENTITY_LOOKUP },
  TRANS_ACCT_S_FORM: { method: 'POST', path: '/api/wechat/transAcctSForm', access: 'bound', loading: '提交中', limits: NUMBER_SECRET_CHECK },
  TRANS_ACCT_T: { method: 'POST', path: '/api/wechat/transAcctT', access: 'member', loading: true, limits: IDENTITY_LOOKUP },
  UP_LOAD_CARD: {
    method: 'POST',
    path: '/api/wechat/transFlie',
    access: 'member',
    loading: '上传中...',
    maxBodyBytes: APPLICATION_UPLOAD_BODY_BYTES,
  },
  TRANS_ACCT_T_FORM: { method: 'POST', path: '/api/wechat/transAcctTForm', access: 'member', loading: '提交中' },
  /** Not in the spec's path list: the transfer receiver's network-access agreement in force (title, paragraphs, version). */
  TRANSFER_AGREEMENT: { method: 'POST', path: '/api/wechat/transferAgreement', access: 'member' },
  // Real-name supplement: the hall entry, the scanned link (no login) and the personal flow.
  REAL_NAME: { method: 'POST', path: '/api/wechat/realName', access: 'bound', loading: true, limits: IDENTITY_LOOKUP },
  GET_PHONE_BY_ID: { method: 'POST', path: '/api/wechat/getPhoneById', access: 'public', loading: true, limits: ANONYMOUS_LOOKUP },
  NEW_TRANS_ACCT_T: { method: 'POST', path: '/api/wechat/newTransAcctT', access: 'public', loading: true, limits: ANONYMOUS_LOOKUP },
  NEW_GET_IMG_PATH: { method: 'POST', path: '/api/wechat/newGetImgPath', access: 'public', loading: true, limits: ANONYMOUS_ENTRY },
  NEW_TRANS_ACCT_T_FORM: { method: 'POST', path: '/api/wechat/newTransAcctTForm', access: 'public', loading: true, limits: ANONYMOUS_LOOKUP },
  PERSON_TRANS_ACCT_T: { method: 'POST', path: '/api/wechat/personTransAcctT', access: 'member', loading: true, limits: IDENTITY_LOOKUP },
  CHECK_NAME: { method: 'POST', path: '/api/wechat/checkName', access: 'member', loading: true, limits: IDENTITY_LOOKUP },
  PERSON_TRANS_ACCT_T_FORM: { method: 'POST', path: '/api/wechat/personTransAcctTForm', access: 'member', loading: true },
  /** Not in the spec's path list: the status of the member's latest application of a kind (audit pages). */
  APPLICATION_STATUS: { method: 'POST', path: '/api/wechat/applicationStatus', access: 'member' },
} as const satisfies Record<string, Endpoint>;
