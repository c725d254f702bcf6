// 操作日志: what staff did in the console, as the audit log records it (zod-free).

/** The longest span one query of the log covers. */
export const AUDIT_LOG_MAX_DAYS = 31;
/** Entries per page. */
export const AUDIT_LOG_PAGE_SIZE = 50;

export const AuditLogMessage = {
  SPAN_TOO_LONG: `查询时间跨度不能超过${AUDIT_LOG_MAX_DAYS}天`,
  RANGE_REVERSED: '开始日期不能晚于结束日期',
  DATE_INVALID: '日期格式错误',
} as const;

/** What each recorded action means; an action without a label shows its code. */
export const AUDIT_ACTION_TEXT: Record<string, string> = {
  login: '登录控制台',
  create: '新建',
  update: '修改',
  delete: '删除',
  publish: '发布',
  review_pass: '审核通过',
  review_fail: '审核不通过',
  number_record_view: '查看号码档案',
  refund_paid: '登记退款',
  credit_settings_update: '修改信控设置',
  gift_settings_update: '修改转赠设置',
  marked_number_save: '标记号码',
  marked_number_delete: '取消号码标记',
  loss_report_lift: '营业厅解挂',
  number_suspend: '停机',
  number_resume: '复机',
  number_audit_lift: '解除审核停机',
  number_cancellation_start: '发起销户',
  credit_limit_set: '调整信用额度',
  balance_adjustment_request: '提交调账',
  balance_adjustment_approve: '同意调账',
  balance_adjustment_reject: '驳回调账',
  debt_write_off: '核销欠款',
  real_name_order_issue: '生成实名补录链接',
  service_answer: '答复客服工单',
  board_reply: '官方回复留言',
  board_feature: '设为精选',
  board_unfeature: '取消精选',
  board_adopt: '设为采纳',
  board_unadopt: '取消采纳',
  board_hide: '隐藏留言',
  board_unhide: '恢复留言',
  stock_adjust: '调整积分商品库存',
  fund_pool_top_up: '资金池充值',
  dealer_create: '新建代理商',
  dealer_update: '修改代理商',
  dealer_disable: '停用代理商',
  dealer_enable: '启用代理商',
  agent_create: '新建工号',
  agent_password_reset: '重置工号密码',
  agent_sessions_end: '结束工号会话',
  agent_disable: '停用工号',
  agent_role: '设置店长',
  agent_enable: '启用工号',
  stock_import: '导入号卡库存',
  partner_link_create: '新建合作链接',
  partner_link_rotate_secret: '更换合作链接密钥',
  partner_link_disable: '停用合作链接',
  partner_link_enable: '启用合作链接',
  reconciliation_rerun: '重新对账',
  'invoice.reverse': '发票红冲',
  commission_rule_set: '设置佣金规则',
  commission_export: '导出佣金明细',
  refunds_export: '导出退款',
  debts_export: '导出欠款',
  billing_run_export: '导出出账结果',
  fund_pool_export: '导出资金池流水',
  openings_export: '导出渠道开户',
  sandbox_clock_move: '沙箱时钟前移',
  sandbox_usage_inject: '沙箱注入用量',
  sandbox_usage_profile: '沙箱用量画像',
};

export function auditActionText(action: string): string {
  return AUDIT_ACTION_TEXT[action] ?? action;
}
