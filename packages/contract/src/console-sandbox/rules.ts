// The sandbox's usage steps and simulator: the profiles a demo number's daily usage follows, and
// the limits of one injected usage.

export const USAGE_PROFILES = ['light', 'normal', 'heavy', 'data_only'] as const;
export type UsageProfile = (typeof USAGE_PROFILES)[number];

export const USAGE_PROFILE_LABELS: Record<UsageProfile, string> = {
  light: '轻度使用',
  normal: '普通使用',
  heavy: '重度使用',
  data_only: '仅上网',
};

/** What one injection uses: data (by unit), a call of N minutes, or N text messages. */
export const INJECTED_USAGE_KINDS = ['data_gb', 'data_mb', 'voice_minutes', 'sms_count', 'sms_received', 'call_received'] as const;
export type InjectedUsageKind = (typeof INJECTED_USAGE_KINDS)[number];

export const INJECTED_USAGE_LABELS: Record<InjectedUsageKind, string> = {
  data_gb: '使用流量（GB）',
  data_mb: '使用流量（MB）',
  voice_minutes: '拨打电话（分钟）',
  sms_count: '发送短信（条）',
  sms_received: '接收短信（条）',
  call_received: '接听来电（分钟）',
};

/** The most one injection may use, per kind: enough to cross the 200 GB stop in one go. */
export const INJECTED_USAGE_MAX: Record<InjectedUsageKind, number> = {
  data_gb: 300,
  data_mb: 300 * 1024,
  voice_minutes: 600,
  sms_count: 500,
  sms_received: 50,
  call_received: 600,
};

/** Injection texts of a received message (sms_received): its sender and industry category. */
/** What the sandbox's steps refuse with. */
export const SandboxMessage = {
  SANDBOX_ONLY: '仅沙箱环境提供此功能',
  PAYMENT_ORDER_NOT_FOUND: '支付订单不存在',
  NUMBER_UNAVAILABLE: '号码不存在或已销户',
  NUMBER_SUSPENDED: '号码已停机，无法产生用量',
  CLOCK_BACKWARDS: '沙箱时钟只能向前拨',
  CLOCK_TOO_FAR: '沙箱时钟一次最多拨400天',
} as const;

export const InjectedSmsMessage = {
  SENDER_REQUIRED: '请输入发送方号码',
  SENDER_INVALID: '发送方号码须为3-20位数字',
  CATEGORY_INVALID: '行业类别不存在，请重新选择',
  ONLY_RECEIVED: '发送方号码仅用于接收短信和来电',
  CATEGORY_ONLY_SMS: '行业类别仅用于接收短信',
  CALLER_REQUIRED: '请输入来电号码',
} as const;

/**
 * The systems whose sandbox stand-ins can be on, as ALLOW_SANDBOX_IN_PRODUCTION names them: each
 * outside system, and `demo`, the demo aids no outside system owns (the captcha reader, the
 * promise-video mini program, the partner site, the chat, the clock and the back office's steps).
 */
export const SANDBOX_SYSTEMS = ['wechat', 'sms', 'face', 'ocr', 'mail', 'ip-city', 'invoice', 'demo'] as const;
export type SandboxSystem = (typeof SANDBOX_SYSTEMS)[number];
