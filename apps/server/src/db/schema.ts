import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { NUMBER_STATES } from '@hall/contract/number-state';
import { BINDING_METHODS, BIND_PROOFS } from '@hall/contract/member-numbers/rules';

// Typed mirror of migrations/*.sql for queries. The SQL files are the source of truth.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The run's columns of a job table (platform/jobs/define-job.ts): tries, lease, sent, given up, last error. */
function jobRunColumns() {
  return {
    attempts: smallint('attempts').notNull().default(0),
    claimedUntil: timestamptz('claimed_until'),
    sentAt: timestamptz('sent_at'),
    failedAt: timestamptz('failed_at'),
    lastError: text('last_error'),
  };
}

export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  monthlyFeeFen: integer('monthly_fee_fen').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  callDisplay: smallint('call_display').notNull().default(1),
  voiceMinutes: integer('voice_minutes').notNull().default(0),
  dataMb: integer('data_mb').notNull().default(0),
  smsCount: integer('sms_count').notNull().default(0),
  descriptionHtml: text('description_html').notNull().default(''),
  isOrderable: boolean('is_orderable').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  isFirstMonthFree: boolean('is_first_month_free').notNull().default(true),
  directedDataMb: integer('directed_data_mb').notNull().default(0),
  creditLimitFen: bigint('credit_limit_fen', { mode: 'number' }).notNull().default(0),
});

export const subscribers = pgTable('subscribers', {
  phone: text('phone').primaryKey(),
  ownerName: text('owner_name').notNull(),
  idNumber: text('id_number').notNull(),
  idLast6: text('id_last6').notNull(),
  status: text('status', { enum: NUMBER_STATES }).notNull(),
  packageId: text('package_id').notNull(),
  joinedAt: timestamptz('joined_at').notNull(),
  province: text('province').notNull(),
  city: text('city').notNull(),
  starLevel: smallint('star_level').notNull().default(0),
  balanceFen: bigint('balance_fen', { mode: 'number' }).notNull().default(0),
  isRealName: boolean('is_real_name').notNull().default(true),
  serviceKind: smallint('service_kind').notNull().default(7),
  iccid: text('iccid').notNull(),
  cancelledAt: timestamptz('cancelled_at'),
  stateSince: timestamptz('state_since').notNull().defaultNow(),
  creditLimitFen: bigint('credit_limit_fen', { mode: 'number' }),
  keptUntil: timestamptz('kept_until'),
});

export const numberStateChanges = pgTable('number_state_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  fromState: text('from_state', { enum: NUMBER_STATES }).notNull(),
  toState: text('to_state', { enum: NUMBER_STATES }).notNull(),
  transition: text('transition').notNull(),
  reason: text('reason'),
  staffId: bigint('staff_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull(),
});

export const creditSettings = pgTable('credit_settings', {
  id: smallint('id').primaryKey().default(1),
  owingDaysBeforeSuspension: integer('owing_days_before_suspension').notNull().default(30),
  suspendedDaysBeforePreCancel: integer('suspended_days_before_pre_cancel').notNull().default(60),
  preCancelDaysBeforeCancel: integer('pre_cancel_days_before_cancel').notNull().default(30),
  quarantineDaysBeforeRelease: integer('quarantine_days_before_release').notNull().default(90),
  keepFeeFen: integer('keep_fee_fen').notNull().default(500),
  adjustmentApprovalAboveFen: integer('adjustment_approval_above_fen').notNull().default(10000),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

/** 转赠设置 (migration 0057): one row of limits per giver and per receiver. */
export const giftSettings = pgTable('gift_settings', {
  id: smallint('id').primaryKey().default(1),
  dataGiveCountPerDay: integer('data_give_count_per_day').notNull().default(3),
  dataGiveCountPerMonth: integer('data_give_count_per_month').notNull().default(10),
  dataGiveMbPerDay: integer('data_give_mb_per_day').notNull().default(2048),
  dataGiveMbPerMonth: integer('data_give_mb_per_month').notNull().default(10240),
  dataReceiveCountPerDay: integer('data_receive_count_per_day').notNull().default(5),
  dataReceiveCountPerMonth: integer('data_receive_count_per_month').notNull().default(20),
  dataReceiveMbPerDay: integer('data_receive_mb_per_day').notNull().default(4096),
  dataReceiveMbPerMonth: integer('data_receive_mb_per_month').notNull().default(20480),
  creditMaxFenPerGift: integer('credit_max_fen_per_gift').notNull().default(5000),
  creditGiveCountPerDay: integer('credit_give_count_per_day').notNull().default(3),
  creditGiveCountPerMonth: integer('credit_give_count_per_month').notNull().default(10),
  creditGiveFenPerDay: integer('credit_give_fen_per_day').notNull().default(10000),
  creditGiveFenPerMonth: integer('credit_give_fen_per_month').notNull().default(20000),
  creditReceiveCountPerDay: integer('credit_receive_count_per_day').notNull().default(5),
  creditReceiveCountPerMonth: integer('credit_receive_count_per_month').notNull().default(20),
  creditReceiveFenPerDay: integer('credit_receive_fen_per_day').notNull().default(20000),
  creditReceiveFenPerMonth: integer('credit_receive_fen_per_month').notNull().default(50000),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

/** Gifts of data (amount in MB) and credit (fen) between numbers (migration 0057); the SMS code spent once. */
export const gifts = pgTable('gifts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['data', 'credit'] }).notNull(),
  giverPhone: text('giver_phone').notNull(),
  receiverPhone: text('receiver_phone').notNull(),
  amount: integer('amount').notNull(),
  smsCodeId: bigint('sms_code_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

export const numberDebts = pgTable('number_debts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  cause: text('cause', { enum: ['arrearsCancellation', 'staffCancellation', 'ownerCancellation'] }).notNull(),
  status: text('status', { enum: ['owed', 'writtenOff'] })
    .notNull()
    .default('owed'),
  createdAt: timestamptz('created_at').notNull(),
  writtenOffAt: timestamptz('written_off_at'),
  writtenOffBy: bigint('written_off_by', { mode: 'number' }),
  writeOffReason: text('write_off_reason'),
});

/** A number's former owners (0055): their records stay under archive_key once it went back to the pool. */
export const numberTenures = pgTable('number_tenures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  tenure: integer('tenure').notNull(),
  archiveKey: text('archive_key').notNull().unique(),
  joinedAt: timestamptz('joined_at').notNull(),
  cancelledAt: timestamptz('cancelled_at').notNull(),
  releasedAt: timestamptz('released_at').notNull(),
});

export const pointsAccounts = pgTable('points_accounts', {
  phone: text('phone').primaryKey(),
  currentPoints: integer('current_points').notNull().default(0),
  grandTotalPoints: integer('grand_total_points').notNull().default(0),
});

export const rechargeProducts = pgTable('recharge_products', {
  id: text('id').primaryKey(),
  productGroup: text('product_group', { enum: ['call', 'dayFlow', 'monthFlow'] }).notNull(),
  name: text('name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  serviceKind: smallint('service_kind').notNull().default(7),
  sortOrder: integer('sort_order').notNull().default(0),
  isOnSale: boolean('is_on_sale').notNull().default(true),
});

export const members = pgTable('members', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  openid: text('openid').notNull(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  /** The active number, one of the member's member_numbers (0056). */
  boundPhone: text('bound_phone'),
  /** When the active number was bound. */
  boundAt: timestamptz('bound_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** A login from WeChat's snapshot page (a virtual openid): never bound, never pays (0035). */
  isSnapshotUser: boolean('is_snapshot_user').notNull().default(false),
  /** Care mode (关怀模式), the member's choice (0043). */
  careMode: boolean('care_mode').notNull().default(false),
  /** When the member corrected their nickname; a WeChat login then keeps theirs (0075). */
  nicknameCorrectedAt: timestamptz('nickname_corrected_at'),
  /** The member's contact e-mail, offered first by the hall's mail forms; '' for none (0075). */
  contactEmail: text('contact_email').notNull().default(''),
  /** Set when the member deleted their record (0074): the row stays as an anonymous tombstone. */
  deletedAt: timestamptz('deleted_at'),
});

/** The numbers each member holds (0056); members.bound_phone is the active one among them. */
export const memberNumbers = pgTable(
  'member_numbers',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    boundAt: timestamptz('bound_at').notNull(),
    boundBy: text('bound_by', { enum: BIND_PROOFS }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.phone] })],
);

/** Every binding and unbinding of a member, as it happened (0056). */
export const memberBindingEvents = pgTable('member_binding_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  action: text('action', { enum: ['bind', 'unbind'] }).notNull(),
  method: text('method', { enum: BINDING_METHODS }).notNull(),
  byMemberId: bigint('by_member_id', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull(),
});

/** 客服备注 (0069): the service desk's notes on a number, newest first on the customer view. */
export const customerNotes = pgTable('customer_notes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
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
  /** Null for checks of scanned real-name links (no login). */
  memberId: bigint('member_id', { mode: 'number' }),
  phone: text('phone'),
  ownerName: text('owner_name').notNull(),
  /** Last six ID characters, or the full ID (SIM replacement). */
  idHint: text('id_hint').notNull(),
  /** The full ID number the provider checked, sealed (sealData); null only for checks before 0018. */
  idNumberSealed: text('id_number_sealed'),
  /** The transfer order a receiver's check (TRANS_ACCT_T) is for; null for every other check (0020). */
  transferOrderNo: text('transfer_order_no'),
  status: text('status', { enum: ['pending', 'passed', 'failed'] })
    .notNull()
    .default('pending'),
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
  fundPoolFen: bigint('fund_pool_fen', { mode: 'number' }).notNull().default(0),
  /** 1 WeChat Pay, 2 fund pool (0009). */
  payKind: smallint('pay_kind').notNull().default(2),
  /** Set while the dealer is disabled (0025). */
  disabledAt: timestamptz('disabled_at'),
  /** The low-balance alert's contact mobile, '' for none (0067). */
  alertMobile: text('alert_mobile').notNull().default(''),
  /** Below this the pool's contact gets one SMS; 0 for no alert (0067). */
  alertThresholdFen: bigint('alert_threshold_fen', { mode: 'number' }).notNull().default(0),
  /** When the alert of the current crossing went out; cleared by a top-up that lifts the pool to the threshold (0067). */
  lowBalanceAlertedAt: timestamptz('low_balance_alerted_at'),
});

export const agents = pgTable('agents', {
  workNo: text('work_no').primaryKey(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  mobile: text('mobile').notNull(),
  dealerId: text('dealer_id').notNull(),
  channel: text('channel').notNull(),
  defaultSaleKind: smallint('default_sale_kind').notNull(),
  /** Set while the agent is disabled (0025). */
  disabledAt: timestamptz('disabled_at'),
  /** A manager (店长) also sees the dealer's money (0066). */
  role: text('role', { enum: ['agent', 'manager'] })
    .notNull()
    .default('agent'),
});

export const sandboxWechatUsers = pgTable('sandbox_wechat_users', {
  openid: text('openid').primaryKey(),
  nickname: text('nickname').notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  note: text('note').notNull().default(''),
});

export const sandboxOauthCodes = pgTable('sandbox_oauth_codes', {
  codeHash: text('code_hash').primaryKey(),
  openid: text('openid').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
  isSnapshotUser: boolean('is_snapshot_user').notNull().default(false),
});

export const sandboxSmsOutbox = pgTable('sandbox_sms_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  notificationId: bigint('notification_id', { mode: 'number' }),
});

export const sandboxFaceSessions = pgTable('sandbox_face_sessions', {
  providerRef: text('provider_ref').primaryKey(),
  bizNo: text('biz_no').notNull(),
  ownerName: text('owner_name').notNull(),
  idNumberMasked: text('id_number_masked').notNull().default(''),
  returnUrl: text('return_url').notNull(),
  result: text('result', { enum: ['passed', 'failed'] }),
  decidedAt: timestamptz('decided_at'),
});

export const staffUsers = pgTable('staff_users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  roles: text('roles').array().notNull(),
  isDisabled: boolean('is_disabled').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The active TOTP secret, sealed under SECRET_KEY (0070); null: no second factor. */
  totpSecretSealed: text('totp_secret_sealed'),
  /** An enrolment begun, not yet confirmed by a first code. */
  totpPendingSealed: text('totp_pending_sealed'),
  /** The last TOTP time step accepted: a code logs in once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  lastLoginAt: timestamptz('last_login_at'),
});

export const staffSessions = pgTable('staff_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  /** What the console names a session by (0070). */
  id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
});

/** A staff member's one-time recovery codes, keyed hashes (0070). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffId: bigint('staff_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.codeHash] })],
);

/** Between the password and the TOTP code: a pending login, its token hashed (0070). */
export const staffPendingLogins = pgTable('staff_pending_logins', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  detail: jsonb('detail').notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The member's own actions on their personal information (0072); the staff log is audit_log. */
export const memberActionLog = pgTable('member_action_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail').notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** Raw bytes (PostgreSQL bytea): pg reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** 获取副本 (0073): a member's copy of their own data, also the job row that prepares it. */
export const personalInfoCopies = pgTable('personal_info_copies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  /** The active number the code went to. */
  phone: text('phone').notNull(),
  delivery: text('delivery', { enum: ['email', 'download'] }).notNull(),
  email: text('email'),
  /** The ZIP of a downloadable copy, until its one download or its expiry. */
  content: bytea('content'),
  downloadedAt: timestamptz('downloaded_at'),
  ...jobRunColumns(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const hallSettings = pgTable('hall_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});
// Account services.

export const servicePasswords = pgTable('service_passwords', {
  phone: text('phone').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  wrongAttempts: smallint('wrong_attempts').notNull().default(0),
  lockedAt: timestamptz('locked_at'),
  lockCount: integer('lock_count').notNull().default(0),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const callerPackages = pgTable('caller_packages', {
  id: text('id').primaryKey(),
  callType: smallint('call_type').notNull(),
  title: text('title').notNull(),
  detail: text('detail').notNull(),
  monthlyFeeFen: integer('monthly_fee_fen').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const callerSubscriptions = pgTable(
  'caller_subscriptions',
  {
    phone: text('phone').notNull(),
    packageId: text('package_id').notNull(),
    forwardTo: text('forward_to'),
    orderedAt: timestamptz('ordered_at').notNull(),
    effectiveAt: timestamptz('effective_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [primaryKey({ columns: [table.phone, table.packageId] })],
);

export const simReplacementApplications = pgTable('sim_replacement_applications', {
  id: text('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  bizNo: text('biz_no').notNull(),
  phone: text('phone').notNull(),
  reason: text('reason').notNull(),
  receiverName: text('receiver_name').notNull(),
  receiverPhone: text('receiver_phone').notNull(),
  receiverAddress: text('receiver_address').notNull(),
  status: text('status', { enum: ['pending', 'passed', 'failed'] })
    .notNull()
    .default('pending'),
  failReason: text('fail_reason'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
  newIccid: text('new_iccid'),
});

export const servicePasswordGrants = pgTable('service_password_grants', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  phone: text('phone').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});
// E-invoices.
export const bossMonthlyFees = pgTable('boss_monthly_fees', {
  phone: text('phone').notNull(),
  feeMonth: text('fee_month').notNull(),
  amountFen: integer('amount_fen').notNull(),
});

export const invoiceAccessGrants = pgTable('invoice_access_grants', {
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  grantedAt: timestamptz('granted_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const invoiceTitles = pgTable('invoice_titles', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ownerPhone: text('owner_phone').notNull(),
  name: text('name').notNull(),
  tin: text('tin').notNull(),
  address: text('address').notNull().default(''),
  tel: text('tel').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const invoices = pgTable('invoices', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  flow: text('flow', { enum: ['monthly', 'form'] }).notNull(),
  titleKind: smallint('title_kind').notNull(),
  invoiceType: text('invoice_type', { enum: ['026', '81', '82'] }).notNull(),
  buyerName: text('buyer_name').notNull(),
  buyerTin: text('buyer_tin').notNull().default(''),
  buyerAddress: text('buyer_address').notNull().default(''),
  buyerTel: text('buyer_tel').notNull().default(''),
  buyerBankName: text('buyer_bank_name').notNull().default(''),
  buyerBankAccount: text('buyer_bank_account').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  email: text('email').notNull(),
  months: text('months').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: smallint('status').notNull().default(1),
  errMsg: text('err_msg').notNull().default(''),
  invoiceNumber: text('invoice_number'),
  resendCount: smallint('resend_count').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  issuedAt: timestamptz('issued_at'),
  reviewedAt: timestamptz('reviewed_at'),
  supersededAt: timestamptz('superseded_at'),
  // The e-invoice platform's requests and the red-letter reversal (0040).
  platformAttempt: smallint('platform_attempt').notNull().default(0),
  requestNo: text('request_no'),
  reversalReason: text('reversal_reason').notNull().default(''),
  reversalRequestNo: text('reversal_request_no'),
  reversalRequestedAt: timestamptz('reversal_requested_at'),
  reversalRequestedBy: bigint('reversal_requested_by', { mode: 'number' }),
  redInvoiceNumber: text('red_invoice_number'),
  reversedAt: timestamptz('reversed_at'),
});

export const invoiceMonths = pgTable('invoice_months', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  feeMonth: text('fee_month').notNull(),
  feeAmountFen: integer('fee_amount_fen').notNull(),
  invoiceId: bigint('invoice_id', { mode: 'number' }),
});

export const invoiceFormPhotos = pgTable('invoice_form_photos', {
  invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
  kind: text('kind', { enum: ['businessLicenses', 'idCardFront', 'idCardBack', 'photo'] }).notNull(),
  dataUrl: text('data_url').notNull(),
});

export const sandboxMailOutbox = pgTable('sandbox_mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const sandboxMailAttachments = pgTable('sandbox_mail_attachments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  mailId: bigint('mail_id', { mode: 'number' }).notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  contentBase64: text('content_base64').notNull(),
});

export const sandboxInvoiceFailures = pgTable('sandbox_invoice_failures', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reason: text('reason').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  usedAt: timestamptz('used_at'),
});

// Points, activities, the feedback board, stores and complaints (migration 0004).

export const pointsLedger = pgTable('points_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  change: integer('change').notNull(),
  kind: text('kind', { enum: ['opening', 'sign_in', 'exchange', 'grant', 'cancellation'] }).notNull(),
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

/** One row (migration 0019): the points rules that code acts on, and the rest of the rules page. */
export const pointsSettings = pgTable('points_settings', {
  id: smallint('id').primaryKey().default(1),
  signInReward: integer('sign_in_reward').notNull().default(1),
  clearOnCancellation: boolean('clear_on_cancellation').notNull().default(true),
  freeText: text('free_text').notNull().default(''),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
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
  placement: text('placement', { enum: ['hall', 'points', 'board'] }).notNull(),
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
  endsAt: timestamptz('ends_at'),
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
  hiddenAt: timestamptz('hidden_at'),
  hiddenReason: text('hidden_reason'),
  hiddenBy: bigint('hidden_by', { mode: 'number' }),
  officialRepliedAt: timestamptz('official_replied_at'),
  repliedBy: bigint('replied_by', { mode: 'number' }),
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
  staffId: bigint('staff_id', { mode: 'number' }),
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
  answer: text('answer'),
  answeredBy: bigint('answered_by', { mode: 'number' }),
  answeredAt: timestamptz('answered_at'),
});

// WeChat Pay sandbox, balance ledger, bills, usage, ordered services, applications, orders, top-ups.

export const sandboxWechatPayOrders = pgTable('sandbox_wechat_pay_orders', {
  providerRef: text('provider_ref').primaryKey(),
  outTradeNo: text('out_trade_no').notNull(),
  amountFen: integer('amount_fen').notNull(),
  description: text('description').notNull(),
  notifyHandler: text('notify_handler').notNull(),
  returnUrl: text('return_url').notNull(),
  state: text('state', { enum: ['NOTPAY', 'SUCCESS', 'PAYERROR', 'CLOSED'] })
    .notNull()
    .default('NOTPAY'),
  transactionId: text('transaction_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  decidedAt: timestamptz('decided_at'),
});

export const sandboxWechatPayRefunds = pgTable('sandbox_wechat_pay_refunds', {
  outTradeNo: text('out_trade_no').primaryKey(),
  refundId: text('refund_id').notNull(),
  amountFen: integer('amount_fen').notNull(),
  state: text('state', { enum: ['PROCESSING', 'SUCCESS', 'ABNORMAL'] }).notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  succeededAt: timestamptz('succeeded_at'),
});

export const balanceLedger = pgTable('balance_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  changeFen: bigint('change_fen', { mode: 'number' }).notNull(),
  balanceAfterFen: bigint('balance_after_fen', { mode: 'number' }).notNull(),
  reason: text('reason', {
    enum: ['recharge', 'flow_pack', 'adjustment', 'caller_service', 'cancellation', 'usage', 'monthly_run', 'debt', 'gift_out', 'gift_in'],
  }).notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The entry's own words where the reason does not say it all (a gift names the other number, masked). */
  title: text('title'),
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
  reference: text('reference'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** The end of the pack's validity; null: the end of the month it was bought in. */
  validUntil: timestamptz('valid_until'),
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

export const serviceOrders = pgTable('service_orders', {
  oid: text('oid').primaryKey(),
  phone: text('phone').notNull(),
  name: text('name').notNull(),
  checkStatus: text('check_status', { enum: ['待审核', '审核通过', '审核未通过', '订单已失效'] }).notNull(),
  summary: text('summary').notNull(),
  details: jsonb('details').$type<{ title: string; content: string }[]>().notNull(),
  tips: text('tips').notNull().default(''),
  createdAt: timestamptz('created_at').notNull(),
  kind: text('kind', { enum: ['legacy', 'simReplacement', 'packageChange', 'callerService', 'flowPack', 'smsRegister', 'staffAction', 'numberKeeping'] })
    .notNull()
    .default('legacy'),
  reference: text('reference'),
  updatedAt: timestamptz('updated_at'),
});

export const promiseVideoRequirements = pgTable('promise_video_requirements', {
  phone: text('phone').primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const rechargeOrders = pgTable('recharge_orders', {
  outTradeNo: text('out_trade_no').primaryKey(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  productKind: text('product_kind', { enum: ['call', 'dayFlow', 'monthFlow', 'bill', 'autoTopUp'] }).notNull(),
  productId: text('product_id'),
  productName: text('product_name').notNull(),
  amountFen: integer('amount_fen').notNull(),
  status: smallint('status').notNull().default(0),
  packStatus: text('pack_status', { enum: ['none', 'opened', 'insufficient'] })
    .notNull()
    .default('none'),
  recordNumber: text('record_number'),
  transactionId: text('transaction_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
  refundId: text('refund_id'),
  refundedAt: timestamptz('refunded_at'),
});
// Package change and the SMS do-not-disturb service (migration 0006).

export const packageTariffs = pgTable('package_tariffs', {
  packageId: text('package_id').primaryKey(),
  voiceOutFenPerMinute: integer('voice_out_fen_per_minute').notNull().default(15),
  callerDisplayFeeFen: integer('caller_display_fee_fen').notNull().default(0),
});

export const packageChangeOrders = pgTable('package_change_orders', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  fromPackageId: text('from_package_id').notNull(),
  toPackageId: text('to_package_id').notNull(),
  status: text('status', { enum: ['pending', 'effective', 'cancelled'] })
    .notNull()
    .default('pending'),
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
  status: text('status', { enum: ['processing', 'done', 'cancelled'] })
    .notNull()
    .default('processing'),
  createdAt: timestamptz('created_at').notNull(),
  doneAt: timestamptz('done_at'),
});

/** Incoming messages a done do-not-disturb registration kept from the number (0048). */
export const smsInterceptions = pgTable('sms_interceptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: text('event_id').notNull().unique(),
  phone: text('phone').notNull(),
  sender: text('sender').notNull(),
  categoryCode: text('category_code'),
  reason: text('reason', { enum: ['category', 'number'] }).notNull(),
  messageCount: integer('message_count').notNull(),
  occurredAt: timestamptz('occurred_at').notNull(),
  interceptedAt: timestamptz('intercepted_at').notNull(),
});

export const markedNumberCategories = pgTable('marked_number_categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const markedNumbers = pgTable('marked_numbers', {
  number: text('number').primaryKey(),
  categoryCode: text('category_code').notNull(),
  reportCount: integer('report_count').notNull().default(1),
  source: text('source').notNull(),
  markedAt: timestamptz('marked_at').notNull(),
});

export const callProtectionSettings = pgTable('call_protection_settings', {
  phone: text('phone').primaryKey(),
  enabledSince: timestamptz('enabled_since'),
  updatedAt: timestamptz('updated_at').notNull(),
});

export const callProtectionEntries = pgTable(
  'call_protection_entries',
  {
    phone: text('phone').notNull(),
    kind: text('kind', { enum: ['number', 'prefix'] }).notNull(),
    value: text('value').notNull(),
    position: smallint('position').notNull(),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.kind, table.value] })],
);

export const callProtectionCategories = pgTable(
  'call_protection_categories',
  {
    phone: text('phone').notNull(),
    categoryCode: text('category_code').notNull(),
    addedAt: timestamptz('added_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.categoryCode] })],
);

export const callInterceptions = pgTable('call_interceptions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  eventId: text('event_id').notNull().unique(),
  phone: text('phone').notNull(),
  kind: text('kind', { enum: ['call', 'sms'] }).notNull(),
  otherParty: text('other_party').notNull(),
  reason: text('reason', { enum: ['number', 'prefix', 'category'] }).notNull(),
  matched: text('matched').notNull(),
  categoryCode: text('category_code'),
  seconds: integer('seconds'),
  messageCount: integer('message_count'),
  occurredAt: timestamptz('occurred_at').notNull(),
  interceptedAt: timestamptz('intercepted_at').notNull(),
});

export const userAppeals = pgTable('user_appeals', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  appealType: text('appeal_type').notNull(),
  appealNote: text('appeal_note').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  answer: text('answer'),
  answeredBy: bigint('answered_by', { mode: 'number' }),
  answeredAt: timestamptz('answered_at'),
});

/** The dealers table under the name the agent repositories read pay_kind by; one table, one mirror. */
export const dealerPayKinds = dealers;

export const agentOffers = pgTable('agent_offers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sumFeeFen: integer('sum_fee_fen').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  ifCheckCard: smallint('if_check_card').notNull().default(0),
  packageId: text('package_id').notNull(),
  systemId: smallint('system_id').notNull(),
  isChangeable: boolean('is_changeable').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  isOnSale: boolean('is_on_sale').notNull().default(true),
});

export const cardStock = pgTable('card_stock', {
  iccid: text('iccid').primaryKey(),
  phone: text('phone').notNull(),
  dealerId: text('dealer_id').notNull(),
  offerId: text('offer_id').notNull(),
  serviceKind: smallint('service_kind').notNull().default(7),
  /** retired: the card of a number that went back to the pool; never issued again. */
  status: text('status', { enum: ['available', 'locked', 'opened', 'retired'] })
    .notNull()
    .default('available'),
  saleResourceId: text('sale_resource_id'),
  openedAt: timestamptz('opened_at'),
  /** The card's PUK from the stock import (0053); null when the import brought none. */
  puk: text('puk'),
  /** A reservation (0063, status locked): the agent's work number or the member's id holding it, until when, and its code. */
  reservedByAgent: text('reserved_by_agent'),
  reservedByMember: bigint('reserved_by_member', { mode: 'number' }),
  reservedUntil: timestamptz('reserved_until'),
  reservationCode: text('reservation_code'),
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
  cityCode: text('city_code').notNull().default('360'),
  serviceId: text('service_id').notNull(),
  resInstId: text('res_inst_id').notNull(),
  uimResInstId: text('uim_res_inst_id').notNull(),
  prodOfferId: text('prod_offer_id').notNull(),
  prodOfferName: text('prod_offer_name').notNull(),
  ifCheckCard: smallint('if_check_card').notNull(),
  serviceKind: smallint('service_kind').notNull(),
  sumFeeFen: integer('sum_fee_fen').notNull(),
  rechargeFlag: text('recharge_flag', { enum: ['', 'start', 'finish', 'nopay'] })
    .notNull()
    .default(''),
  outTradeNo: text('out_trade_no').notNull().default(''),
  openCardLocation: smallint('open_card_location').notNull(),
  netSignUrl: text('net_sign_url').notNull().default(''),
  togetherUrl: text('together_url').notNull().default(''),
  payBackUrl: text('pay_back_url').notNull().default(''),
  sparePhone: text('spare_phone').notNull().default(''),
  status: text('status', { enum: ['open', 'done'] })
    .notNull()
    .default('open'),
  customerName: text('customer_name'),
  idNumberMasked: text('id_number_masked'),
  idNumberHmac: text('id_number_hmac'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  reviewStatus: text('review_status', { enum: ['pending', 'passed', 'failed'] }),
  reviewReason: text('review_reason'),
  reviewedAt: timestamptz('reviewed_at'),
});

export const agentUploads = pgTable('agent_uploads', {
  id: text('id').primaryKey(),
  dealerId: text('dealer_id').notNull(),
  workNo: text('work_no').notNull(),
  uimId: text('uim_id').notNull(),
  kind: text('kind', { enum: ['signature', 'together', 'idCard'] }).notNull(),
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
  kind: text('kind', { enum: ['opening', 'top_up'] })
    .notNull()
    .default('opening'),
  staffId: bigint('staff_id', { mode: 'number' }),
  note: text('note').notNull().default(''),
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

// Identity-gated applications (0007_applications.sql).
export const applications = pgTable('applications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  applicationNo: text('application_no').notNull(),
  kind: text('kind', { enum: ['cancel', 'transferOut', 'transferIn', 'realName'] }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  phone: text('phone').notNull(),
  bizNo: text('biz_no').notNull(),
  status: text('status', { enum: ['pending', 'passed', 'failed'] })
    .notNull()
    .default('pending'),
  reviewReason: text('review_reason'),
  form: jsonb('form').$type<Record<string, string | number>>().notNull().default({}),
  sealedData: text('sealed_data'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  reviewedAt: timestamptz('reviewed_at'),
});

export const transferOrders = pgTable('transfer_orders', {
  orderNo: text('order_no').primaryKey(),
  phone: text('phone').notNull(),
  initiatorMemberId: bigint('initiator_member_id', { mode: 'number' }).notNull(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  codeHash: text('code_hash').notNull(),
  wrongAttempts: smallint('wrong_attempts').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
  receivedAt: timestamptz('received_at'),
  receiverMemberId: bigint('receiver_member_id', { mode: 'number' }),
  outcome: text('outcome', { enum: ['transferred', 'refused'] }),
  decidedAt: timestamptz('decided_at'),
});

export const applicationFiles = pgTable(
  'application_files',
  {
    bizNo: text('biz_no').notNull(),
    kind: text('kind', { enum: ['signature', 'photo'] }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    mimeType: text('mime_type').notNull(),
    contentBase64: text('content_base64').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.bizNo, table.kind] })],
);

export const realNameOrders = pgTable('real_name_orders', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull(),
  status: text('status', { enum: ['waiting', 'submitted'] })
    .notNull()
    .default('waiting'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  submittedAt: timestamptz('submitted_at'),
  reason: text('reason').notNull(),
  issuedBy: bigint('issued_by', { mode: 'number' }).notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const realNameNameChecks = pgTable('real_name_name_checks', {
  bizNo: text('biz_no').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  checkedAt: timestamptz('checked_at').notNull().defaultNow(),
});

export const sandboxCaptchaOutbox = pgTable('sandbox_captcha_outbox', {
  randomStr: text('random_str').primaryKey(),
  answer: text('answer').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
// WeChat Pay sandbox, balance ledger, bills, usage, ordered services, applications, orders, top-ups.

export const personalDataConsents = pgTable('personal_data_consents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  purpose: text('purpose', { enum: ['faceCheck', 'idPhoto'] }).notNull(),
  noticeVersion: text('notice_version').notNull(),
  memberId: bigint('member_id', { mode: 'number' }),
  dealerId: text('dealer_id'),
  workNo: text('work_no'),
  subjectRef: text('subject_ref').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// Records and decisions (0016_records_and_decisions.sql).

export const notifications = pgTable('notifications', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  dedupeKey: text('dedupe_key').notNull(),
  kind: text('kind').notNull(),
  phone: text('phone').notNull(),
  params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...jobRunColumns(),
  /** The channel that delivered it (0038): a WeChat template message or the SMS. */
  sentBy: text('sent_by', { enum: ['sms', 'wechat'] }),
  /** Why WeChat did not take it, when it went by SMS instead (0038). */
  wechatRefusal: text('wechat_refusal'),
});

export const balanceRefunds = pgTable('balance_refunds', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  applicationId: bigint('application_id', { mode: 'number' }).notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  route: text('route', { enum: ['bank', 'forfeited'] }).notNull(),
  sealedBank: text('sealed_bank'),
  status: text('status', { enum: ['pending', 'paid', 'none'] })
    .notNull()
    .default('pending'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  paidAt: timestamptz('paid_at'),
  paidReference: text('paid_reference'),
  paidBy: bigint('paid_by', { mode: 'number' }),
});

export const simCardChanges = pgTable('sim_card_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  applicationId: text('application_id').notNull(),
  oldIccid: text('old_iccid').notNull(),
  newIccid: text('new_iccid').notNull(),
  changedAt: timestamptz('changed_at').notNull(),
});

export const agreementVersions = pgTable(
  'agreement_versions',
  {
    kind: text('kind', { enum: ['opening', 'transfer'] }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
    publishedBy: bigint('published_by', { mode: 'number' }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.version] })],
);

export const signedAgreements = pgTable(
  'signed_agreements',
  {
    kind: text('kind', { enum: ['opening', 'transfer'] }).notNull(),
    subjectRef: text('subject_ref').notNull(),
    version: integer('version').notNull(),
    signedAt: timestamptz('signed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.subjectRef] })],
);

export const customerServiceChat = pgTable('customer_service_chat', {
  id: smallint('id').primaryKey().default(1),
  chatUrl: text('chat_url').notNull(),
  entries: jsonb('entries').$type<{ nickName: string; nickType: string; nickId: string }[]>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }),
});

export const billingRuns = pgTable(
  'billing_runs',
  {
    phone: text('phone').notNull(),
    billMonth: text('bill_month').notNull(),
    chargedFen: bigint('charged_fen', { mode: 'number' }).notNull(),
    ranAt: timestamptz('ran_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.phone, table.billMonth] })],
);

export const usageRecords = pgTable('usage_records', {
  eventId: text('event_id').primaryKey(),
  phone: text('phone').notNull(),
  occurredAt: timestamptz('occurred_at').notNull(),
  kind: text('kind', { enum: ['voice_out', 'voice_in', 'sms_out', 'sms_in', 'data'] }).notNull(),
  otherParty: text('other_party'),
  seconds: integer('seconds'),
  messageCount: integer('message_count'),
  megabytes: doublePrecision('megabytes'),
  pool: text('pool', { enum: ['general', 'directed'] }),
});

export const usageDays = pgTable(
  'usage_days',
  {
    phone: text('phone').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    generalMb: bigint('general_mb', { mode: 'number' }).notNull().default(0),
    directedMb: bigint('directed_mb', { mode: 'number' }).notNull().default(0),
    voiceMinutes: integer('voice_minutes').notNull().default(0),
    smsCount: integer('sms_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.phone, table.day] })],
);

export const usageCharges = pgTable(
  'usage_charges',
  {
    phone: text('phone').notNull(),
    billMonth: text('bill_month').notNull(),
    dayPackCount: integer('day_pack_count').notNull().default(0),
    dataFen: bigint('data_fen', { mode: 'number' }).notNull().default(0),
    voiceFen: bigint('voice_fen', { mode: 'number' }).notNull().default(0),
    smsFen: bigint('sms_fen', { mode: 'number' }).notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.phone, table.billMonth] })],
);

export const sandboxClock = pgTable('sandbox_clock', {
  id: smallint('id').primaryKey().default(1),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull(),
  movedAt: timestamptz('moved_at').notNull(),
});

export const sandboxUsageProfiles = pgTable('sandbox_usage_profiles', {
  phone: text('phone').primaryKey(),
  profile: text('profile', { enum: ['light', 'normal', 'heavy', 'data_only'] }).notNull(),
  simulatedThrough: text('simulated_through').notNull(),
});

export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamptz('window_ends_at').notNull(),
});

export const loginLockouts = pgTable(
  'login_lockouts',
  {
    realm: text('realm', { enum: ['staff', 'agent'] }).notNull(),
    loginName: text('login_name').notNull(),
    attempts: smallint('attempts').notNull(),
    lockedUntil: timestamptz('locked_until'),
    lastAttemptAt: timestamptz('last_attempt_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.realm, table.loginName] })],
);

/** The partner no-code links by channel prefix, with their sealed HMAC secret (0033). */
export const partnerLinks = pgTable('partner_links', {
  channel: text('channel').primaryKey(),
  workNo: text('work_no').notNull(),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  secretRotatedAt: timestamptz('secret_rotated_at').notNull(),
  disabledAt: timestamptz('disabled_at'),
});

/** Nonces of partner links already used, until their timestamp is out of the window (0033). */
export const partnerLinkNonces = pgTable(
  'partner_link_nonces',
  {
    channel: text('channel').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.channel, table.nonce] })],
);

/** The openid a snsapi_base authorisation gave a browser, by the hash of its cookie token (0035). */
export const wechatPayerOpenids = pgTable('wechat_payer_openids', {
  tokenHash: text('token_hash').primaryKey(),
  openid: text('openid').notNull(),
  isSnapshotUser: boolean('is_snapshot_user').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  expiresAt: timestamptz('expires_at').notNull(),
});

/** The official account's access_token and jsapi_ticket, shared by every instance (0035). */
export const wechatCredentials = pgTable('wechat_credentials', {
  kind: text('kind', { enum: ['access_token', 'jsapi_ticket'] }).primaryKey(),
  value: text('value').notNull().default(''),
  expiresAt: timestamptz('expires_at').notNull().default(new Date(0)),
  refreshClaimedUntil: timestamptz('refresh_claimed_until'),
});

/** One accepted one-time subscription message: one send each, spent once (0038). */
export const wechatSubscribeGrants = pgTable('wechat_subscribe_grants', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  scene: text('scene').notNull(),
  templateId: text('template_id').notNull(),
  grantedAt: timestamptz('granted_at').notNull(),
  spentAt: timestamptz('spent_at'),
});

/** What the sandbox's official account sent: template and subscription messages (0038). */
export const sandboxWechatOutbox = pgTable('sandbox_wechat_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: ['template', 'subscribe'] }).notNull(),
  openid: text('openid').notNull(),
  templateId: text('template_id').notNull(),
  url: text('url').notNull().default(''),
  data: jsonb('data').$type<Record<string, string>>().notNull(),
  dedupeKey: text('dedupe_key').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The daily reconciliation against WeChat Pay's trade bill: one claimed row per China day (0037). */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  billDate: text('bill_date').primaryKey(),
  /** failed: retried by the schedule; flagged (0051): given up by it, left for an admin. */
  status: text('status', { enum: ['running', 'matched', 'mismatched', 'failed', 'flagged'] }).notNull(),
  claimToken: text('claim_token').notNull(),
  claimedUntil: timestamptz('claimed_until').notNull(),
  attempts: integer('attempts').notNull().default(1),
  retryAt: timestamptz('retry_at'),
  lastError: text('last_error').notNull().default(''),
  billSha1: text('bill_sha1').notNull().default(''),
  lineCount: integer('line_count').notNull().default(0),
  paidTotalFen: bigint('paid_total_fen', { mode: 'number' }).notNull().default(0),
  refundTotalFen: bigint('refund_total_fen', { mode: 'number' }).notNull().default(0),
  mismatchCount: integer('mismatch_count').notNull().default(0),
  startedAt: timestamptz('started_at').notNull(),
  finishedAt: timestamptz('finished_at'),
  startedBy: bigint('started_by', { mode: 'number' }),
});

/** The schedule's progress: every day up to coveredThrough has a run row (0051). One row. */
export const reconciliationProgress = pgTable('reconciliation_progress', {
  id: boolean('id').primaryKey().default(true),
  coveredThrough: text('covered_through').notNull(),
});

/** What a finished reconciliation found, replaced by each rerun of the day (0037). */
export const reconciliationMismatches = pgTable('reconciliation_mismatches', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  billDate: text('bill_date').notNull(),
  kind: text('kind', { enum: ['missing_here', 'missing_at_wechat', 'amount_differs', 'refund_differs'] }).notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  transactionId: text('transaction_id').notNull().default(''),
  ourFen: bigint('our_fen', { mode: 'number' }),
  wechatFen: bigint('wechat_fen', { mode: 'number' }),
});

/** The sandbox WeChat Pay's signing key pair, the same for every instance (0036). */
export const sandboxWechatPayKeys = pgTable('sandbox_wechat_pay_keys', {
  id: text('id').primaryKey(),
  serial: text('serial').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  publicKeyPem: text('public_key_pem').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The files the e-invoice platform returned for an invoice and its red-letter reversal (0040). */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
    role: text('role', { enum: ['issued', 'red'] }).notNull(),
    format: text('format', { enum: ['pdf', 'ofd'] }).notNull(),
    contentBase64: text('content_base64').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.role, table.format] })],
);

/** The mails an invoice's settlement calls for, sent and retried from this outbox (0042). */
export const invoiceMails = pgTable('invoice_mails', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  invoiceId: bigint('invoice_id', { mode: 'number' }).notNull(),
  role: text('role', { enum: ['issued', 'red'] }).notNull(),
  ...jobRunColumns(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The sandbox e-invoice platform's requests, one per serial of ours (0040). */
export const sandboxInvoiceRequests = pgTable('sandbox_invoice_requests', {
  requestNo: text('request_no').primaryKey(),
  serial: text('serial').notNull().unique(),
  kind: text('kind', { enum: ['blue', 'red'] }).notNull(),
  application: jsonb('application').notNull(),
  status: text('status', { enum: ['pending', 'issued', 'failed'] })
    .notNull()
    .default('pending'),
  failureReason: text('failure_reason').notNull().default(''),
  readyAt: timestamptz('ready_at').notNull(),
  queryCount: integer('query_count').notNull().default(0),
  invoiceNumber: text('invoice_number'),
  originalInvoiceNumber: text('original_invoice_number'),
  issuedAt: timestamptz('issued_at'),
  pdfBase64: text('pdf_base64'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The FaceID BizToken of each face or real-name check, by our biz_no (0039). */
export const faceidSessions = pgTable('faceid_sessions', {
  bizNo: text('biz_no').primaryKey(),
  bizToken: text('biz_token').notNull().unique(),
  ruleId: text('rule_id').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** When each fleet-wide schedule is next due, and its failures in a row for the backoff (0041). */
export const scheduledRuns = pgTable('scheduled_runs', {
  name: text('name').primaryKey(),
  nextDueAt: timestamptz('next_due_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  lastStartedAt: timestamptz('last_started_at'),
  lastFinishedAt: timestamptz('last_finished_at'),
  lastError: text('last_error').notNull().default(''),
  runsTotal: bigint('runs_total', { mode: 'number' }).notNull().default(0),
  failuresTotal: bigint('failures_total', { mode: 'number' }).notNull().default(0),
  /** Runs stopped before their work was done, each due again at once (0047). */
  interruptionsTotal: bigint('interruptions_total', { mode: 'number' }).notNull().default(0),
  lastInterruptedAt: timestamptz('last_interrupted_at'),
});

/** 挂失: a number stopped by its owner; at most one report of a number is in force (lifted_at null) (0044). */
export const lossReports = pgTable('loss_reports', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  reportedAt: timestamptz('reported_at').notNull(),
  reportedByMemberId: bigint('reported_by_member_id', { mode: 'number' }).notNull(),
  liftedAt: timestamptz('lifted_at'),
  liftedBy: text('lifted_by', { enum: ['member', 'staff', 'simReplacement'] }),
  liftReason: text('lift_reason'),
  /** The staff account that lifted it at a store. */
  liftedByStaff: text('lifted_by_staff'),
});

/** 调账: a staff member's balance adjustment; above the approval threshold it waits for a second staff member (0052). */
export const balanceAdjustments = pgTable('balance_adjustments', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
  requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
  requestedAt: timestamptz('requested_at').notNull(),
  /** Who approved or rejected it; null when it was applied at once. */
  decidedBy: bigint('decided_by', { mode: 'number' }),
  decidedAt: timestamptz('decided_at'),
  decisionReason: text('decision_reason'),
});

/** Usage and balance alerts a member sets on a number they hold (0058). */
export const usageAlerts = pgTable('usage_alerts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  kind: text('kind', { enum: ['dataPercent', 'dataMb', 'balance', 'spend'] }).notNull(),
  threshold: integer('threshold').notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  createdAt: timestamptz('created_at').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** A member's quiet hours for usage alerts (0058). */
export const usageAlertSettings = pgTable('usage_alert_settings', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  quietStart: smallint('quiet_start').notNull(),
  quietEnd: smallint('quiet_end').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** Checks of a number's usage alerts: the job queue's rows (0058). */
export const usageAlertChecks = pgTable('usage_alert_checks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  ...jobRunColumns(),
});

/** Alerts that crossed: the history and the delivery job's rows (0058). */
export const usageAlertEvents = pgTable('usage_alert_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  alertId: bigint('alert_id', { mode: 'number' }).notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  kind: text('kind', { enum: ['dataPercent', 'dataMb', 'balance', 'spend'] }).notNull(),
  billMonth: text('bill_month').notNull(),
  threshold: integer('threshold').notNull(),
  observed: integer('observed').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  ...jobRunColumns(),
  channel: text('channel', { enum: ['wechat', 'sms', 'none'] }),
});

// Auto top-up (自动充值) by a WeChat Pay entrusted-debit contract (委托代扣), migration 0059.

/** The member's rules for a number: below threshold_fen, top up amount_fen, at most monthly_limit times a China month. */
export const autoTopUpSettings = pgTable('auto_top_up_settings', {
  phone: text('phone').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  thresholdFen: integer('threshold_fen').notNull(),
  amountFen: integer('amount_fen').notNull(),
  monthlyLimit: smallint('monthly_limit').notNull(),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** An entrusted-debit contract of a number: signing, signed (WeChat's contract_id), terminated. */
export const autoTopUpContracts = pgTable('auto_top_up_contracts', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  outContractCode: text('out_contract_code').notNull(),
  contractId: text('contract_id'),
  state: text('state', { enum: ['signing', 'signed', 'terminated'] }).notNull(),
  createdAt: timestamptz('created_at').notNull(),
  signedAt: timestamptz('signed_at'),
  endedAt: timestamptz('ended_at'),
  /** member: ended in the hall; wechat: at WeChat's side; signerLeft: the signer no longer holds the number. */
  endReason: text('end_reason', { enum: ['member', 'wechat', 'signerLeft'] }),
});

/** The job rows ending at WeChat Pay a contract whose signer left the number: one per contract. */
export const autoTopUpTerminations = pgTable('auto_top_up_terminations', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  wechatContractId: text('wechat_contract_id').notNull(),
  phone: text('phone').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...jobRunColumns(),
  /** What WeChat Pay answered: terminated, or that it had no such contract (ended there already). */
  outcome: text('outcome'),
});

/** The job rows of auto top-up: one check of a number per trigger and attempt (2: the retry of a failed debit). */
export const autoTopUpChecks = pgTable('auto_top_up_checks', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  triggerKey: text('trigger_key').notNull(),
  attempt: smallint('attempt').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  ...jobRunColumns(),
  /** What the check did: debited, paid, failed, skipped (why), capped. */
  outcome: text('outcome'),
});

/** One entrusted debit: its out_trade_no fixed before WeChat Pay is asked, one per (contract, trigger, attempt). */
export const autoTopUpDebits = pgTable('auto_top_up_debits', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  triggerKey: text('trigger_key').notNull(),
  attempt: smallint('attempt').notNull(),
  outTradeNo: text('out_trade_no').notNull(),
  amountFen: integer('amount_fen').notNull(),
  chinaMonth: text('china_month').notNull(),
  status: text('status', { enum: ['pending', 'paid', 'failed'] })
    .notNull()
    .default('pending'),
  transactionId: text('transaction_id'),
  createdAt: timestamptz('created_at').notNull(),
  decidedAt: timestamptz('decided_at'),
});

/** The sandbox WeChat Pay's entrusted-debit contracts (its signing page at /sandbox/papay). */
export const sandboxPapayContracts = pgTable('sandbox_papay_contracts', {
  providerRef: text('provider_ref').primaryKey(),
  outContractCode: text('out_contract_code').notNull(),
  contractId: text('contract_id'),
  displayAccount: text('display_account').notNull(),
  notifyHandler: text('notify_handler').notNull(),
  returnUrl: text('return_url').notNull(),
  state: text('state', { enum: ['UNSIGNED', 'SIGNED', 'TERMINATED'] })
    .notNull()
    .default('UNSIGNED'),
  failsDebits: boolean('fails_debits').notNull().default(false),
  createdAt: timestamptz('created_at').notNull(),
  signedAt: timestamptz('signed_at'),
  terminatedAt: timestamptz('terminated_at'),
});

/** 详单: the detail opened by the owner's check, per member session (its token's hash) and number, until a time (0060). */
export const usageDetailUnlocks = pgTable(
  'usage_detail_unlocks',
  {
    sessionTokenHash: text('session_token_hash').notNull(),
    phone: text('phone').notNull(),
    unlockedUntil: timestamptz('unlocked_until').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sessionTokenHash, table.phone] })],
);

/** 详单 PDFs asked for: one row per number and page request id, mailed by the job from this outbox (0060). */
export const usageDetailMails = pgTable('usage_detail_mails', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  phone: text('phone').notNull(),
  billMonth: text('bill_month').notNull(),
  email: text('email').notNull(),
  requestId: text('request_id').notNull(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  ...jobRunColumns(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

// Commission (佣金, migration 0068): rule versions per agent offer, the append-only ledger and the share job's rows.

/** One version of an agent offer's commission rule; a change is a new row, never an edit (0068). */
export const commissionRules = pgTable('commission_rules', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  offerId: text('offer_id').notNull(),
  oneOffFen: integer('one_off_fen').notNull(),
  shareBp: integer('share_bp').notNull(),
  shareMonths: smallint('share_months').notNull(),
  effectiveFrom: timestamptz('effective_from').notNull(),
  staffId: bigint('staff_id', { mode: 'number' }).notNull(),
});

/** The dealers' commission, append-only (0068): one entry per opening, kind and bill month. */
export const commissionLedger = pgTable(
  'commission_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dealerId: text('dealer_id').notNull(),
    workNo: text('work_no').notNull(),
    uimId: text('uim_id').notNull(),
    recordNumber: text('record_number').notNull(),
    phone: text('phone').notNull(),
    ruleId: bigint('rule_id', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['activation', 'share', 'clawback'] }).notNull(),
    billMonth: text('bill_month').notNull().default(''),
    amountFen: integer('amount_fen').notNull(),
    activatedAt: timestamptz('activated_at').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [unique().on(table.uimId, table.kind, table.billMonth)],
);

/** The share job's rows: one per number and closed bill month (0068). */
export const commissionShareJobs = pgTable(
  'commission_share_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    billMonth: text('bill_month').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    ...jobRunColumns(),
  },
  (table) => [unique().on(table.phone, table.billMonth)],
);

/** 删除会员信息 (0074): a member's request to delete their record, done at once or waiting for service staff. */
export const memberDeletionRequests = pgTable('member_deletion_requests', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  memberId: bigint('member_id', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['waiting', 'done', 'refused'] }).notNull(),
  blockers: jsonb('blockers').$type<string[]>().notNull().default([]),
  maskedPhones: text('masked_phones').notNull().default(''),
  requestedAt: timestamptz('requested_at').notNull(),
  decidedAt: timestamptz('decided_at'),
  decidedBy: bigint('decided_by', { mode: 'number' }),
  refusalReason: text('refusal_reason'),
});
