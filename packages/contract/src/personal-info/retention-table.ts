// The retention table: what the operator keeps, where it comes from, how long and why. One table
// drives three things that must not disagree: docs/retention.md's table (a server test reads the
// document back row by row), the hourly deletion (platform/retention.ts takes its periods from
// RetentionPeriod below) and the personal-information centre (个人信息管理), which shows each of a
// member's items with its row's Chinese words.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The periods the retention schedule deletes by; each is stated in its row's words. */
export const RetentionPeriod = {
  /** The daily send limit counts a phone's codes of the last 24 hours. */
  smsCodeMs: DAY_MS,
  /** Past its expiry a check is kept a day, so the console's count of today's checks holds. */
  identityCheckAfterExpiryMs: DAY_MS,
  /** A FaceID BizToken outlives no check (30 minutes). */
  faceidSessionMs: DAY_MS,
  /** Signature and photo uploaded for an identity check that never became an application. */
  unsubmittedApplicationFileMs: DAY_MS,
  /** The old invoice form's ID and licence photos, after the staff decision. */
  invoicePhotosAfterDecisionMs: 30 * DAY_MS,
  /** Real-name registration material, after the service ends (MIIT Order No. 25, art. 11). */
  realNameAfterServiceEndsYears: 2,
  /** A 详单 PDF request (the address it went to), once mailed or given up: long enough to answer "did you send it?". */
  usageDetailMailAfterDoneMs: 30 * DAY_MS,
  /** The usage alerts sent: /personal's history covers a year of months. */
  usageAlertHistoryMs: 365 * DAY_MS,
  /** The calls and messages call protection and do-not-disturb intercepted (the other party's number). */
  interceptionLogMs: 180 * DAY_MS,
  /** The member's own log of actions on their personal information (PIPL art. 56 keeps such records 3 years). */
  memberActionLogMs: 3 * 365 * DAY_MS,
  /** A decided request to delete a member record is kept as long as the member's own log. */
  deletionRequestMs: 3 * 365 * DAY_MS,
  /** A copy of the member's data (获取副本): its ZIP and the address it went to, then only that it was asked for. */
  personalInfoCopyMs: 7 * DAY_MS,
  personalInfoCopyRecordMs: 30 * DAY_MS,
} as const;

export interface RetentionRow {
  key: string;
  /** docs/retention.md's columns, in English. */
  data: string;
  tables: string;
  period: string;
  basis: string;
  deletedBy: string;
  /** The personal-information centre's words: what it is, where it came from, how long it is kept. */
  zh: { name: string; source: string; period: string };
}

const REAL_NAME_PERIOD = 'While the number is in service, then 2 years after its service ends';
const REAL_NAME_PERIOD_ZH = `号码在网期间及销户后${RetentionPeriod.realNameAfterServiceEndsYears}年`;
const MIIT = 'MIIT Order No. 25 art. 11';
const PIPL = 'PIPL art. 19';
const SCHEDULE = 'retention schedule';
const NOT_YET = 'not deleted yet (see "Not automated yet")';
const MEMBER_DELETION = "the member's deletion (个人信息管理)";
const ACCOUNTING = '会计档案管理办法 art. 14';

export const RETENTION_TABLE = [
  {
    key: 'memberProfile',
    data: 'The WeChat member: openid, nickname (WeChat’s or as corrected), avatar, care mode, contact e-mail',
    tables: '`members`',
    period: 'while the member uses the hall',
    basis: PIPL,
    deletedBy: `${MEMBER_DELETION}: the row stays as an anonymous tombstone, openid replaced`,
    zh: { name: '微信用户信息（昵称、头像、关怀模式、联系邮箱）', source: '您授权微信登录时由微信提供，昵称和联系邮箱可由您更正', period: '您使用营业厅期间' },
  },
  {
    key: 'bindings',
    data: 'Numbers bound to the member, and each binding and unbinding',
    tables: '`member_numbers`, `member_binding_events`',
    period: "the binding while it lasts; the history with the member, then with the member's anonymous tombstone",
    basis: PIPL,
    deletedBy: `${MEMBER_DELETION} unbinds every number; the history stays, naming no WeChat user`,
    zh: { name: '绑定的号码及绑定记录', source: '您绑定或解绑号码时记录', period: '绑定期间；绑定记录随微信用户信息保存' },
  },
  {
    key: 'consents',
    data: 'Consents to a face check or an ID photo, with the notice version',
    tables: '`personal_data_consents`',
    period: 'as long as the material the consent covers',
    basis: 'PIPL art. 14, art. 29',
    deletedBy: NOT_YET,
    zh: { name: '个人信息处理同意记录', source: '您在人脸核身或上传证件照片前勾选同意时记录', period: '与所同意处理的资料保存期限相同' },
  },
  {
    key: 'registration',
    data: "The number's real-name registration: the owner's name and ID number",
    tables: '`subscribers` (`owner_name`, `id_number`)',
    period: REAL_NAME_PERIOD,
    basis: MIIT,
    deletedBy: NOT_YET,
    zh: { name: '号码实名登记信息（机主姓名、证件号码）', source: '号码开户或实名登记时记录', period: REAL_NAME_PERIOD_ZH },
  },
  {
    key: 'openingMaterial',
    data: 'Opening: the signed agreement (signature), the joint photo (customer holding the ID card) and the ID card front read by OCR',
    tables: '`agent_uploads` (`kind` signature, together, idCard; `content_base64`)',
    period: REAL_NAME_PERIOD,
    basis: MIIT,
    deletedBy: SCHEDULE,
    zh: { name: '开户资料（签名、人证合照、身份证人像面）', source: '开户时由代理商上传', period: REAL_NAME_PERIOD_ZH },
  },
  {
    key: 'idCardImages',
    data: 'Opening: the ID card images',
    tables: 'none: FaceID reads the card, and we fetch the text only (`InfoType 1`)',
    period: 'not stored',
    basis: PIPL,
    deletedBy: 'not stored',
    zh: { name: '身份证影像', source: '人脸核身服务读取，我们只取文字信息', period: '不保存' },
  },
  {
    key: 'transferMaterial',
    data: "Transfer: the receiver's signature and photo",
    tables: '`application_files` of the transfer application',
    period: REAL_NAME_PERIOD,
    basis: MIIT,
    deletedBy: SCHEDULE,
    zh: { name: '业务申请的签名和照片', source: '您办理过户、实名补登记等业务时上传', period: REAL_NAME_PERIOD_ZH },
  },
  {
    key: 'checkedIdentity',
    data: 'The checked identity that an application or SIM replacement stands on (name, sealed ID number)',
    tables: '`identity_checks` referenced by `applications.biz_no` or `sim_replacement_applications.biz_no`',
    period: 'As long as the application (its decision reads it)',
    basis: `${MIIT} (transfer, real-name), ${PIPL}`,
    deletedBy: NOT_YET,
    zh: { name: '业务申请所依据的身份核验', source: '您办理业务时进行的人脸核身', period: '与业务申请保存期限相同' },
  },
  {
    key: 'faceImages',
    data: 'Face images and liveness videos',
    tables: 'none: FaceID keeps them; we keep only the BizToken and rule (`faceid_sessions`)',
    period: 'not stored',
    basis: `${PIPL}, art. 28 (sensitive data)`,
    deletedBy: 'not stored',
    zh: { name: '人脸照片和活体视频', source: '人脸核身服务采集', period: '我们不保存' },
  },
  {
    key: 'faceidSessions',
    data: 'FaceID BizToken',
    tables: '`faceid_sessions`',
    period: '1 day after creation (a check lives 30 minutes)',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '人脸核身会话', source: '发起人脸核身时生成', period: '创建后1天' },
  },
  {
    key: 'identityChecks',
    data: 'Identity checks that nothing stands on',
    tables: '`identity_checks`',
    period: "1 day after expiry. The console counts today's checks.",
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '未用于业务申请的身份核验', source: '您发起人脸核身时记录', period: '核验失效后1天' },
  },
  {
    key: 'agentRealNameChecks',
    data: 'Agent real-name checks',
    tables: '`agent_real_name_checks`',
    period: 'until expiry',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '代理商开户时的实名核验', source: '代理商为您开户时记录', period: '核验失效前' },
  },
  {
    key: 'unsubmittedFiles',
    data: 'Application signatures and photos never submitted',
    tables: '`application_files` with no application',
    period: '1 day after upload',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '未提交的业务申请签名和照片', source: '您上传后未提交申请', period: '上传后1天' },
  },
  {
    key: 'refundBankDetails',
    data: 'Refund bank details',
    tables: '`balance_refunds.sealed_bank`, `applications.sealed_data`',
    period: 'until the refund is paid or settled without payment, or the cancellation is refused',
    basis: PIPL,
    deletedBy: `${SCHEDULE} (within the hour)`,
    zh: { name: '退费银行卡信息', source: '您申请销户退费时填写', period: '退费完成或销户申请未通过后1小时内删除' },
  },
  {
    key: 'invoicePhotos',
    data: 'Old invoice form: ID card and licence photos',
    tables: '`invoice_form_photos.data_url`',
    period: '30 days after the staff decision (`invoices.reviewed_at`). Kept while undecided.',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '开票申请的证件和执照照片', source: '您申请开具发票时上传', period: '审核完成后30天' },
  },
  {
    key: 'memberSessions',
    data: 'Subscriber sessions',
    tables: '`member_sessions`',
    period: 'until expiry',
    basis: PIPL,
    deletedBy: `${SCHEDULE}; ${MEMBER_DELETION} ends them all`,
    zh: { name: '登录会话', source: '您登录营业厅时生成', period: '会话失效前' },
  },
  {
    key: 'staffSessions',
    data: 'Console sessions',
    tables: '`staff_sessions`',
    period: 'until expiry (8 hours)',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '员工登录会话', source: '员工登录管理后台时生成', period: '8小时内失效' },
  },
  {
    key: 'agentSessions',
    data: 'Agent sessions, login tickets and captchas',
    tables: '`agent_sessions`, `agent_captchas`, `sandbox_captcha_outbox`',
    period: 'until expiry',
    basis: PIPL,
    deletedBy: 'agent login sweep (`features/agent/agent-login.schedule.ts`)',
    zh: { name: '代理商登录会话和验证码', source: '代理商登录时生成', period: '失效前' },
  },
  {
    key: 'smsCodes',
    data: 'SMS codes (phone, IP, code hash)',
    tables: '`sms_codes`',
    period: '24 hours after sending, once expired. The daily send limit counts them.',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '短信验证码记录', source: '您获取短信验证码时记录', period: '发送后24小时' },
  },
  {
    key: 'smsGrants',
    data: 'Invoice access and package-change SMS grants',
    tables: '`invoice_access_grants`, `package_change_verifications`',
    period: 'until expiry',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '短信验证后的临时授权', source: '您通过短信验证后生成', period: '授权失效前' },
  },
  {
    key: 'oauthStates',
    data: 'OAuth states',
    tables: '`oauth_states`, `sandbox_oauth_codes`',
    period: 'until expiry',
    basis: PIPL,
    deletedBy: 'OAuth state sweep (`features/auth/oauth-state.schedule.ts`)',
    zh: { name: '微信授权过程记录', source: '微信授权登录时生成', period: '授权完成或失效前' },
  },
  {
    key: 'payerOpenids',
    data: 'WeChat payer openids',
    tables: '`wechat_payer_openids`',
    period: 'until the cookie expires',
    basis: PIPL,
    deletedBy: 'payer openid sweep (`features/wechat/payer-openid.schedule.ts`)',
    zh: { name: '微信支付身份标识', source: '您用微信支付时记录', period: '本次支付有效期内' },
  },
  {
    key: 'rateLimitCounters',
    data: 'Rate-limit counters (hashed keys)',
    tables: '`rate_limit_counters`',
    period: 'until their window ends',
    basis: PIPL,
    deletedBy: 'rate-limit counter sweep (`platform/rate-limits.ts`)',
    zh: { name: '访问频率计数（已脱敏）', source: '您访问营业厅时记录', period: '计数时段结束前' },
  },
  {
    key: 'usageDetailUnlocks',
    data: '详单 opened after the service password or an SMS code',
    tables: '`usage_detail_unlocks`',
    period: 'until expiry (15 minutes)',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '详单查询授权', source: '您验证服务密码或短信验证码后生成', period: '15分钟内失效' },
  },
  {
    key: 'usageDetailMails',
    data: '详单 PDF requests (the e-mail address)',
    tables: '`usage_detail_mails`',
    period: '30 days after the mail went or was given up; kept while waiting to be sent',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '详单邮寄申请（邮箱地址）', source: '您申请邮寄详单时填写', period: '发送完成后30天' },
  },
  {
    key: 'usageAlertEvents',
    data: 'Usage alerts sent (the history on /personal)',
    tables: '`usage_alert_events`',
    period: '1 year after the alert',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '已发送的用量提醒', source: '用量或余额达到您设置的提醒值时记录', period: '提醒后1年' },
  },
  {
    key: 'interceptions',
    data: "Calls and messages intercepted (the other party's number)",
    tables: '`call_interceptions`, `sms_interceptions`',
    period: '180 days after the interception',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '拦截的来电和短信（对方号码）', source: '骚扰拦截或短信免打扰拦截时记录', period: '拦截后180天' },
  },
  {
    key: 'memberSettings',
    data: "Usage alerts set, quiet hours; call protection's lists and categories; auto top-up's rules",
    tables:
      '`usage_alerts`, `usage_alert_settings`, `call_protection_settings`, `call_protection_entries`, `call_protection_categories`, `auto_top_up_settings`',
    period: 'while the member keeps them; switched off or changed by the member, moved with the former owner when the number returns to the pool',
    basis: PIPL,
    deletedBy: `the member (the pages), the number's transfer (its lists and rules), the number's release, ${MEMBER_DELETION} (a number's lists when no other member holds it)`,
    zh: { name: '您的设置（用量提醒、骚扰拦截、自动充值）', source: '您在营业厅设置', period: '您保留期间，可随时修改或关闭' },
  },
  {
    key: 'autoTopUpContracts',
    data: 'Auto top-up contracts and debits',
    tables: '`auto_top_up_contracts`, `auto_top_up_debits`, `auto_top_up_checks`, `auto_top_up_terminations`',
    period: 'with the top-ups they paid: accounting records',
    basis: ACCOUNTING,
    deletedBy: NOT_YET,
    zh: { name: '自动充值签约和扣款记录', source: '您签约自动充值及每次扣款时记录', period: '作为会计凭证保存30年' },
  },
  {
    key: 'unpaidTopUps',
    data: "Unpaid top-up orders (public, and members')",
    tables: '`recharge_orders` (unpaid)',
    period: "closed at WeChat Pay, deleted after their time to pay (30 min; a member's 2 h)",
    basis: PIPL,
    deletedBy: 'public and member top-up expiry sweeps',
    zh: { name: '未支付的充值订单', source: '您发起充值时生成', period: '支付期限过后删除' },
  },
  {
    key: 'memberActions',
    data: "The member's own actions on their personal information: copies asked for and fetched, corrections, deletions asked for and done",
    tables: '`member_action_log`',
    period: '3 years after the action (365-day years), kept after the member record is deleted',
    basis: 'PIPL art. 56',
    deletedBy: SCHEDULE,
    zh: { name: '您对个人信息的操作记录', source: '您在个人信息管理中申请副本、更正、删除时记录', period: '操作后3年' },
  },
  {
    key: 'personalInfoCopies',
    data: "Copies of a member's personal information: the ZIP kept for its one download, the address a copy was mailed to",
    tables: '`personal_info_copies`',
    period: 'the ZIP and the address 7 days after the request (the ZIP at once when downloaded); the request itself 30 days',
    basis: PIPL,
    deletedBy: SCHEDULE,
    zh: { name: '个人信息副本（下载文件、收件邮箱）', source: '您申请个人信息副本时生成', period: '申请后7天（下载后立即删除文件），申请记录30天' },
  },
  {
    key: 'applications',
    data: 'Applications (cancellation, transfer, real-name, SIM replacement) and their decisions',
    tables: '`applications`, `sim_replacement_applications`',
    period: REAL_NAME_PERIOD,
    basis: MIIT,
    deletedBy: NOT_YET,
    zh: { name: '业务申请及审核结果', source: '您办理销户、过户、实名补登记、补换卡时提交', period: REAL_NAME_PERIOD_ZH },
  },
  {
    key: 'bills',
    data: "The number's bills, payments and balance changes",
    tables: '`bill_items`, `balance_ledger`, `recharge_orders` (paid)',
    period: 'accounting records: 30 years',
    basis: ACCOUNTING,
    deletedBy: NOT_YET,
    zh: { name: '账单、缴费和余额变动记录', source: '号码出账、充值和扣费时记录', period: '作为会计凭证保存30年' },
  },
  {
    key: 'invoices',
    data: 'Invoices issued or asked for, with their titles as issued',
    tables: '`invoices`, `invoice_months`',
    period: 'accounting records: 30 years',
    basis: `${ACCOUNTING}, 发票管理办法 art. 29`,
    deletedBy: NOT_YET,
    zh: { name: '发票及开票申请', source: '您申请开具发票时记录', period: '作为会计凭证保存30年' },
  },
  {
    key: 'deletionRequests',
    data: "Requests to delete a member record: the masked numbers, why one waited, staff's decision",
    tables: '`member_deletion_requests`',
    period: "3 years after the request (365-day years), like the member's own log; one still waiting for staff is kept until decided",
    basis: 'PIPL art. 56',
    deletedBy: SCHEDULE,
    zh: { name: '删除会员信息申请', source: '您申请删除会员信息时记录', period: '申请后3年（等待处理的申请保留至处理完毕）' },
  },
] as const satisfies readonly RetentionRow[];

export type RetentionKey = (typeof RETENTION_TABLE)[number]['key'];

/** The row of one kind of data. */
export function retentionRowOf(key: RetentionKey): RetentionRow {
  return RETENTION_TABLE.find((row) => row.key === key) as RetentionRow;
}
