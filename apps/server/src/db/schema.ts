import { bigint, boolean, date, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

// Package change and the SMS do-not-disturb service (migration 0006).

export const packageTariffs = pgTable('package_tariffs', {
  packageId: text('package_id').primaryKey(),
  voiceOutFenPerMinute: integer('voice_out_fen_per_minute').notNull(),
  callerDisplayFeeFen: integer('caller_display_fee_fen').notNull(),
});

export const packageChangeOrders = pgTable('package_change_orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  fromPackageId: text('from_package_id').notNull(),
  toPackageId: text('to_package_id').notNull(),
  status: text('status', { enum: ['pending', 'effective', 'cancelled'] }).notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  appliedAt: timestamptz('applied_at'),
});

export const packageChangeVerifications = pgTable('package_change_verifications', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  verifiedAt: timestamptz('verified_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const smsIndustryCategories = pgTable('sms_industry_categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const smsRegisterSubscriptions = pgTable('sms_register_subscriptions', {
  phone: text('phone').primaryKey(),
  orderedAt: timestamptz('ordered_at').notNull(),
});

export const smsRegisterCategories = pgTable(
  'sms_register_categories',
  {
    phone: text('phone').notNull(),
    categoryCode: text('category_code').notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.categoryCode] })],
);

export const smsRegisterNumbers = pgTable(
  'sms_register_numbers',
  {
    phone: text('phone').notNull(),
    rejectedNumber: text('rejected_number').notNull(),
    registeredAt: timestamptz('registered_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.rejectedNumber] })],
);

export const smsRegisterRequests = pgTable('sms_register_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  target: text('target', { enum: ['category', 'number'] }).notNull(),
  pickType: text('pick_type', { enum: ['add', 'delete'] }).notNull(),
  items: text('items').notNull(),
  status: text('status', { enum: ['processing', 'done', 'cancelled'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  doneAt: timestamptz('done_at'),
});

export const userAppeals = pgTable('user_appeals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  appealType: text('appeal_type').notNull(),
  appealNote: text('appeal_note').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});
