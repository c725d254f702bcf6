import { bigint, boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

// Typed mirror of migrations/*.sql for queries. The SQL files are the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyFeeFen: integer('monthly_fee_fen').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  callDisplay: smallint('call_display').notNull(),
  voiceMinutes: integer('voice_minutes').notNull(),
  dataMb: integer('data_mb').notNull(),
  smsCount: integer('sms_count').notNull(),
  descriptionHtml: text('description_html').notNull(),
  isOrderable: boolean('is_orderable').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const subscribers = pgTable('subscribers', {
  phone: text('phone').primaryKey(),
  ownerName: text('owner_name').notNull(),
  idNumber: text('id_number').notNull(),
  idLast6: text('id_last6').notNull(),
  status: text('status', { enum: ['normal', 'owing', 'suspended', 'cancelled'] }).notNull(),
  packageId: text('package_id').notNull(),
  joinedAt: timestamptz('joined_at').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  starLevel: smallint('star_level').notNull(),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull(),
  isRealName: boolean('is_real_name').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  iccid: text('iccid').notNull(),
});

export const pointsAccounts = pgTable('points_accounts', {
  phone: text('phone').primaryKey(),
  currentPoints: integer('current_points').notNull(),
  grandTotalPoints: integer('grand_total_points').notNull(),
});

export const rechargeProducts = pgTable('recharge_products', {
  id: text('id').primaryKey(),
  productGroup: text('product_group', { enum: ['call', 'dayFlow', 'monthFlow'] }).notNull(),
  name: text('name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const members = pgTable('members', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  openid: text('openid').notNull(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url').notNull(),
  boundPhone: text('bound_phone'),
  boundAt: timestamptz('bound_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const memberSessions = pgTable('member_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const smsCodes = pgTable('sms_codes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  ip: text('ip').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  wrongAttempts: smallint('wrong_attempts').notNull().default(0),
  usedAt: timestamptz('used_at'),
});

export const identityChecks = pgTable('identity_checks', {
  bizNo: text('biz_no').primaryKey(),
  authType: text('auth_type').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone'),
  ownerName: text('owner_name').notNull(),
  idHint: text('id_hint').notNull(),
  status: text('status', { enum: ['pending', 'passed', 'failed'] }).notNull().default('pending'),
  returnUrl: text('return_url').notNull(),
  failReason: text('fail_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

export const dealers = pgTable('dealers', {
  id: text('id').primaryKey(),
  mainId: text('main_id').notNull(),
  name: text('name').notNull(),
  fundPoolFen: bigint('fund_pool_fen', { mode: 'number' }).notNull(),
});

export const agents = pgTable('agents', {
  workNo: text('work_no').primaryKey(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  mobile: text('mobile').notNull(),
  dealerId: text('dealer_id').notNull(),
  channel: text('channel').notNull(),
  defaultSaleKind: smallint('default_sale_kind').notNull(),
});

export const sandboxWechatUsers = pgTable('sandbox_wechat_users', {
  openid: text('openid').primaryKey(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url').notNull(),
  note: text('note').notNull(),
});

export const sandboxOauthCodes = pgTable('sandbox_oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  openid: text('openid').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const sandboxSmsOutbox = pgTable('sandbox_sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sandboxFaceSessions = pgTable('sandbox_face_sessions', {
  providerRef: text('provider_ref').primaryKey(),
  bizNo: text('biz_no').notNull(),
  ownerName: text('owner_name').notNull(),
  returnUrl: text('return_url').notNull(),
  result: text('result', { enum: ['passed', 'failed'] }),
  decidedAt: timestamptz('decided_at'),
});

// Agent card opening (migration 0009).

export const dealerPayKinds = pgTable('dealers', {
  id: text('id').primaryKey(),
  payKind: smallint('pay_kind').notNull(),
});

export const agentOffers = pgTable('agent_offers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sumFeeFen: integer('sum_fee_fen').notNull(),
  descriptionHtml: text('description_html').notNull(),
  ifCheckCard: smallint('if_check_card').notNull(),
  packageId: text('package_id').notNull(),
  systemId: smallint('system_id').notNull(),
  isChangeable: boolean('is_changeable').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const cardStock = pgTable('card_stock', {
  iccid: text('iccid').primaryKey(),
  phone: text('phone').notNull(),
  dealerId: text('dealer_id').notNull(),
  offerId: text('offer_id').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  status: text('status', { enum: ['available', 'locked', 'opened'] }).notNull(),
  saleResourceId: text('sale_resource_id'),
  openedAt: timestamptz('opened_at'),
});

export const agentCaptchas = pgTable('agent_captchas', {
  randomStrHash: text('random_str_hash').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

export const agentSessions = pgTable('agent_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  workNo: text('work_no').notNull(),
  kind: text('kind', { enum: ['ticket', 'session'] }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const openCardRecords = pgTable('open_card_records', {
  uimId: text('uim_id').primaryKey(),
  recordNumber: text('record_number').notNull(),
  applyEvent: text('apply_event', { enum: ['OpenCard', 'VnoOpenCard', 'OnlineOpenCard'] }).notNull(),
  dealerId: text('dealer_id').notNull(),
  dealerMainId: text('dealer_main_id').notNull(),
  workNo: text('work_no').notNull(),
  cityCode: text('city_code').notNull(),
  serviceId: text('service_id').notNull(),
  resInstId: text('res_inst_id').notNull(),
  uimResInstId: text('uim_res_inst_id').notNull(),
  prodOfferId: text('prod_offer_id').notNull(),
  prodOfferName: text('prod_offer_name').notNull(),
  ifCheckCard: smallint('if_check_card').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  sumFeeFen: integer('sum_fee_fen').notNull(),
  rechargeFlag: text('recharge_flag', { enum: ['', 'start', 'finish', 'nopay'] }).notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  openCardLocation: smallint('open_card_location').notNull(),
  netSignUrl: text('net_sign_url').notNull(),
  togetherUrl: text('together_url').notNull(),
  payBackUrl: text('pay_back_url').notNull(),
  sparePhone: text('spare_phone').notNull(),
  status: text('status', { enum: ['open', 'done'] }).notNull(),
  customerName: text('customer_name'),
  idNumberMasked: text('id_number_masked'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const agentUploads = pgTable('agent_uploads', {
  id: text('id').primaryKey(),
  dealerId: text('dealer_id').notNull(),
  workNo: text('work_no').notNull(),
  uimId: text('uim_id').notNull(),
  kind: text('kind', { enum: ['signature', 'together'] }).notNull(),
  mime: text('mime').notNull(),
  contentBase64: text('content_base64').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const agentPayments = pgTable('agent_payments', {
  outTradeNo: text('out_trade_no').primaryKey(),
  recordNumber: text('record_number').notNull(),
  uimId: text('uim_id').notNull(),
  dealerId: text('dealer_id').notNull(),
  payKind: smallint('pay_kind').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
});

export const fundPoolLedger = pgTable('fund_pool_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dealerId: text('dealer_id').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  recordNumber: text('record_number').notNull(),
  workNo: text('work_no').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const agentRealNameChecks = pgTable('agent_real_name_checks', {
  bizNo: text('biz_no').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  dealerId: text('dealer_id').notNull(),
  workNo: text('work_no').notNull(),
  serviceId: text('service_id').notNull(),
  recordNumber: text('record_number').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  consumedAt: timestamptz('consumed_at'),
});

export const sandboxRealNameSessions = pgTable('sandbox_real_name_sessions', {
  providerRef: text('provider_ref').primaryKey(),
  bizNo: text('biz_no').notNull(),
  returnUrl: text('return_url').notNull(),
  customerName: text('customer_name'),
  idNumber: text('id_number'),
  address: text('address'),
  result: text('result', { enum: ['passed', 'face_failed', 'id_failed'] }),
  decidedAt: timestamptz('decided_at'),
});

export const sandboxCaptchaOutbox = pgTable('sandbox_captcha_outbox', {
  randomStr: text('random_str').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
// Issue 3: WeChat Pay sandbox, balance ledger, bills, usage, ordered services, applications, orders, top-ups.

export const sandboxWechatPayOrders = pgTable('sandbox_wechat_pay_orders', {
  providerRef: text('provider_ref').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  amountFen: integer('amount_fen').notNull(),
  description: text('description').notNull(),
  notifyHandler: text('notify_handler').notNull(),
  returnUrl: text('return_url').notNull(),
  state: text('state', { enum: ['NOTPAY', 'SUCCESS', 'PAYERROR', 'CLOSED'] }).notNull().default('NOTPAY'),
  transactionId: text('transaction_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
});

export const balanceLedger = pgTable('balance_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  changeFen: bigint('change_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  reason: text('reason', { enum: ['recharge', 'flow_pack', 'adjustment'] }).notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const billItems = pgTable('bill_items', {
  phone: text('phone').notNull(),
  billMonth: text('bill_month').notNull(),
  itemName: text('item_name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const usageItems = pgTable('usage_items', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  usageKind: text('usage_kind', { enum: ['data', 'voice', 'sms'] }).notNull(),
  title: text('title').notNull(),
  packageName: text('package_name').notNull(),
  feeFen: integer('fee_fen').notNull().default(0),
  totalAmount: integer('total_amount').notNull(),
  usedAmount: integer('used_amount').notNull(),
  isAutoDayPack: boolean('is_auto_day_pack').notNull().default(false),
  autoDayPackCount: integer('auto_day_pack_count').notNull().default(0),
  reference: text('reference'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const usageOverage = pgTable('usage_overage', {
  phone: text('phone').primaryKey(),
  dataFeeFen: integer('data_fee_fen').notNull().default(0),
  voiceMinutes: integer('voice_minutes').notNull().default(0),
  smsCount: integer('sms_count').notNull().default(0),
});

export const subscribedServices = pgTable('subscribed_services', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  serviceType: smallint('service_type').notNull(),
  packageName: text('package_name').notNull(),
  status: smallint('status').notNull(),
  effectTime: timestamptz('effect_time').notNull(),
  overTime: timestamptz('over_time'),
  orderTime: timestamptz('order_time').notNull(),
  reference: text('reference'),
});

export const openingApplications = pgTable('opening_applications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  customerName: text('customer_name').notNull(),
  idNumber: text('id_number').notNull(),
  applyEvent: text('apply_event').notNull(),
  prodOfferId: text('prod_offer_id').notNull(),
  prodOfferName: text('prod_offer_name').notNull(),
  serviceId: text('service_id').notNull(),
  status: text('status', { enum: ['pending', 'passed', 'failed'] }).notNull(),
  auditRemark: text('audit_remark').notNull().default(''),
  ifValid: smallint('if_valid').notNull().default(1),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const serviceOrders = pgTable('service_orders', {
  oid: text('oid').primaryKey(),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  checkStatus: text('check_status', { enum: ['待审核', '审核通过', '审核未通过', '订单已失效'] }).notNull(),
  summary: text('summary').notNull(),
  details: jsonb('details').$type<{ title: string; content: string }[]>().notNull(),
  tips: text('tips').notNull().default(''),
  createdAt: timestamptz('created_at').notNull(),
});

export const promiseVideoRequirements = pgTable('promise_video_requirements', {
  phone: text('phone').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const rechargeOrders = pgTable('recharge_orders', {
  outTradeNo: text('out_trade_no').primaryKey(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  productKind: text('product_kind', { enum: ['call', 'dayFlow', 'monthFlow', 'bill'] }).notNull(),
  productId: text('product_id'),
  productName: text('product_name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: smallint('status').notNull().default(0),
  packStatus: text('pack_status', { enum: ['none', 'opened', 'insufficient'] }).notNull().default('none'),
  recordNumber: text('record_number'),
  transactionId: text('transaction_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
});
