import { COMPANY_NAME_MAX_LENGTH, COMPANY_SEARCH_MIN_LENGTH } from './constants.ts';
import { FieldLimit } from './validators.ts';

/** Messages of the invoice flows, shared by forms (browser) and schemas (server); zod-free. */
export const INVOICE_MESSAGES = {
  REAL_NAME_ONLY: '仅实名制号码可申请开具发票',
  MONTHS_REQUIRED: '请选择开票月份',
  EMAIL_REQUIRED: '邮箱不能为空',
  EMAIL_INVALID: '请输入正确的邮箱',
  COMPANY_REQUIRED: '请先选择公司信息',
  INVOICE_TYPE_REQUIRED: '请选择发票类型',
  COMPANY_NAME_REQUIRED: '公司名称不能为空，可在选择公司信息时编辑',
  COMPANY_TIN_REQUIRED: '公司税号不能为空，可在选择公司信息时编辑',
  SEARCH_KEYWORD_INVALID: `公司名称格式不正确（最少${COMPANY_SEARCH_MIN_LENGTH}个字，最多${COMPANY_NAME_MAX_LENGTH}个字）`,
  TITLE_NAME_REQUIRED: '请填写公司信息',
  TITLE_TIN_REQUIRED: '请填写纳税人识别号',
  TITLE_TIN_TOO_LONG: `纳税人识别号不能超过${FieldLimit.TAX_NUMBER}个字符`,
  NO_COMPANY: '暂无公司信息，请添加',
  SEND_SUCCEEDED: '发送成功',
} as const;
