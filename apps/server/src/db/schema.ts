import { bigint, boolean, date, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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

// Points, activities, the feedback board, stores and complaints (migration 0004).

export const pointsLedger = pgTable('points_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  change: integer('change').notNull(),
  kind: text('kind', { enum: ['opening', 'sign_in', 'exchange', 'grant'] }).notNull(),
  title: text('title').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const pointsSignIns = pgTable('points_sign_ins', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  signDate: date('sign_date', { mode: 'string' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const pointsProducts = pgTable('points_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  pointsCost: integer('points_cost').notNull(),
  valueFen: integer('value_fen').notNull().default(0),
  stock: integer('stock').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  isOnSale: boolean('is_on_sale').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const pointsOrders = pgTable('points_orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  productId: text('product_id').notNull(),
  title: text('title').notNull(),
  pointsCost: integer('points_cost').notNull(),
  valueFen: integer('value_fen').notNull(),
  requestId: text('request_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const banners = pgTable('banners', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  placement: text('placement', { enum: ['points', 'board'] }).notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const contentPages = pgTable('content_pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const activities = pgTable('activities', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  author: text('author').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  detailHtml: text('detail_html').notNull(),
  publishedAt: timestamptz('published_at').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const boardPosts = pgTable('board_posts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }),
  authorName: text('author_name').notNull(),
  authorFace: text('author_face').notNull().default(''),
  content: text('content').notNull(),
  isFeatured: boolean('is_featured').notNull().default(false),
  isAdopted: boolean('is_adopted').notNull().default(false),
  likeCount: integer('like_count').notNull().default(0),
  replyCount: integer('reply_count').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const boardReplies = pgTable('board_replies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  postId: bigint('post_id', { mode: 'number' }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  authorName: text('author_name').notNull(),
  content: text('content').notNull(),
  replyToId: bigint('reply_to_id', { mode: 'number' }),
  isOfficial: boolean('is_official').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const boardLikes = pgTable('board_likes', {
  postId: bigint('post_id', { mode: 'number' }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const stores = pgTable('stores', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull().default(''),
  hours: text('hours').notNull().default(''),
  province: text('province').notNull(),
  city: text('city').notNull(),
  county: text('county').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const complaints = pgTable('complaints', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone'),
  content: text('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
