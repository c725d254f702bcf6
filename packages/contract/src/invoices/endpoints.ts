import { IDENTITY_LOOKUP, NUMBER_STEP, NUMBER_SECRET_CHECK, SECRET_CHECK } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// E-invoices. The monthly flow (NEW_*) is entered with an SMS code of type 08 or a face check for
// one number; the old form flow (INVOICE_LIST, INVOICE_DETAIL, SUBMIT_INVOICE) works on the bound
// number. NEW_INVOICE_LIST has no path in the spec's list, so it gets one in the same style.
export const invoicesEndpoints = {
  NEW_CHECKCODE: { method: 'POST', path: '/api/wechat/checkcode', access: 'member', loading: true, limits: SECRET_CHECK },
  NEW_INVOICE_OCR: { method: 'POST', path: '/api/wechat/invoiceOcr', access: 'member', loading: '数据上传中...', limits: IDENTITY_LOOKUP },
  NEW_INVOICE_OCR_RESULT: { method: 'POST', path: '/api/wechat/invoiceOcrResult', access: 'member', loading: '数据上传中...' },
  NEW_INVOICE_LIST: { method: 'POST', path: '/api/wechat/newInvoiceList', access: 'member', limits: NUMBER_STEP },
  NEW_MONTHS_INFO: { method: 'POST', path: '/api/wechat/monthsInfo', access: 'member', loading: true },
  NEW_SEND_INVOICE: { method: 'POST', path: '/api/wechat/sendInvoice', access: 'member', loading: '提交中...', limits: NUMBER_STEP },
  NEW_RELOAD_EMAIL: { method: 'POST', path: '/api/wechat/reloadEmail', access: 'member', loading: '发送中...' },
  NEW_QUERY_USER: { method: 'POST', path: '/api/wechat/queryuser', access: 'member' },
  NEW_QUERY_TITLE: { method: 'POST', path: '/api/wechat/queryTitle', access: 'member', loading: true, limits: NUMBER_STEP },
  NEW_ADD_INVOICEUSER: { method: 'POST', path: '/api/wechat/addinvoiceuser', access: 'member', loading: '保存中...', limits: NUMBER_STEP },
  NEW_DEL_INVOICEUSER: { method: 'POST', path: '/api/wechat/delinvoiceuser', access: 'member', loading: true },
  INVOICE_LIST: { method: 'POST', path: '/api/wechat/invoiceList', access: 'bound' },
  INVOICE_DETAIL: { method: 'POST', path: '/api/wechat/invoiceDetail', access: 'bound', loading: true },
  SUBMIT_INVOICE: { method: 'POST', path: '/api/wechat/submitInvoice', access: 'bound', loading: '提交中...', limits: NUMBER_SECRET_CHECK },
} as const satisfies Record<string, Endpoint>;
