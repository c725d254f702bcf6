import { SMS_MAX_PER_IP_PER_HOUR } from '@hall/contract/sms/rules';
import { z } from 'zod';
import { isLoopbackUrl, publicUrlSetting, trustProxySetting } from './deployment-settings.ts';
import { readSecretFiles } from './secret-files.ts';
import { missingWechatCredentials } from './providers/wechat-credentials.ts';
import { missingOutsideCredentials } from './providers/outside-credentials.ts';
import { allowedSandboxesSetting, unallowedSandboxesOf } from './providers/sandbox-systems.ts';

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Folder of the embedded database; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL server, e.g. postgres://user:pass@host/db. Empty means the embedded database. */
  DATABASE_URL: z.string().optional(),
  /** Which outside systems to talk to by default; each system's own *_PROVIDER overrides it. */
  PROVIDERS: z.enum(['sandbox']).default('sandbox'),
  /** WeChat (official-account login, JS-SDK, messages) and WeChat Pay: the sandbox stand-ins or the real services. */
  WECHAT_PROVIDER: z.enum(['sandbox', 'wechat']).optional(),
  /** The official account's secret (sns/oauth2, stable_token). */
  WECHAT_APP_SECRET: z.string().optional(),
  /** Base addresses of WeChat's endpoints; tests and staging point them at a fake. */
  WECHAT_API_BASE: z.url().default('https://api.weixin.qq.com'),
  WECHAT_OPEN_BASE: z.url().default('https://open.weixin.qq.com'),
  WECHATPAY_API_BASE: z.url().default('https://api.mch.weixin.qq.com'),
  /** WeChat Pay merchant number bound to WECHAT_APP_ID. */
  WECHATPAY_MCH_ID: z.string().optional(),
  /** Serial number of the merchant's API certificate, and its private key (PEM). */
  WECHATPAY_MCH_CERT_SERIAL: z.string().optional(),
  WECHATPAY_MCH_PRIVATE_KEY: z.string().optional(),
  /** WeChat Pay public key (公钥模式): its id (PUB_KEY_ID_…) and the key (PEM). */
  WECHATPAY_PUBLIC_KEY_ID: z.string().optional(),
  WECHATPAY_PUBLIC_KEY: z.string().optional(),
  /** Platform certificates of a merchant still migrating: JSON {"serial": "PEM", …}. */
  WECHATPAY_PLATFORM_CERTS: z.string().optional(),
  /** The APIv3 key that encrypts notifications and downloads (32 characters). */
  WECHATPAY_API_V3_KEY: z.string().optional(),
  /** Domain-verification file of the OAuth and JS-SDK domains: its name (MP_verify_….txt) and content. */
  WECHAT_MP_VERIFY_FILE: z
    .string()
    .regex(/^MP_verify_[A-Za-z0-9]{1,64}\.txt$/)
    .optional(),
  WECHAT_MP_VERIFY_CONTENT: z.string().optional(),
  /** Official-account template ids: the transfer code, and a decision on a member's request. */
  WECHAT_TEMPLATE_TRANSFER_CODE: z.string().optional(),
  WECHAT_TEMPLATE_DECISION: z.string().optional(),
  /** The monthly bill notice (话费账单通知). */
  WECHAT_TEMPLATE_BILL: z.string().optional(),
  /**
   * The keys WeChat gave the template's fields, in our order (transfer code: order number, code,
   * note; decision: business, result, note): a template added from WeChat's library numbers its own.
   */
  WECHAT_TEMPLATE_TRANSFER_CODE_KEYS: z
    .string()
    .regex(/^[a-z_]+\d+,[a-z_]+\d+,[a-z_]+\d+$/, 'three keys such as character_string1,character_string2,thing3')
    .default('character_string1,character_string2,thing3'),
  WECHAT_TEMPLATE_DECISION_KEYS: z
    .string()
    .regex(/^[a-z_]+\d+,[a-z_]+\d+,[a-z_]+\d+$/, 'three keys such as thing1,phrase2,thing3')
    .default('thing1,phrase2,thing3'),
  /** The bill notice's keys, in the order bill month, amount billed, balance. */
  WECHAT_TEMPLATE_BILL_KEYS: z
    .string()
    .regex(/^[a-z_]+\d+,[a-z_]+\d+,[a-z_]+\d+$/, 'three keys such as thing1,amount2,amount3')
    .default('thing1,amount2,amount3'),
  /** One-time subscription message template of the usage alert. */
  WECHAT_SUBSCRIBE_TEMPLATE_USAGE_ALERT: z.string().optional(),
  /** SMS: the sandbox outbox or Tencent Cloud SMS (SendSms 2021-01-11). */
  SMS_PROVIDER: z.enum(['sandbox', 'tencent']).optional(),
  /** The approved SMS signature (签名) every message is sent under; the sandbox shows it too. */
  SMS_SIGN_NAME: z.string().min(1).default('自助营业厅'),
  /**
   * Each SMS kind's approved template: JSON {"bindCode": {"id": "1234567", "params": ["code", "minutes"]}, …},
   * the params in the template's variable order ({1}, {2}, …), named as the kinds name them.
   */
  SMS_TEMPLATES: z.string().optional(),
  /** Tencent Cloud SMS application (SmsSdkAppId, 1400…). */
  TENCENT_SMS_SDK_APP_ID: z.string().optional(),
  /** Tencent Cloud API key (SMS, FaceID and OCR). */
  TENCENTCLOUD_SECRET_ID: z.string().optional(),
  TENCENTCLOUD_SECRET_KEY: z.string().optional(),
  TENCENTCLOUD_REGION: z.string().default('ap-guangzhou'),
  /** Tencent Cloud endpoints; the service signed is the host's first label (sms, faceid, ocr). */
  TENCENT_SMS_ENDPOINT: z.url().default('https://sms.tencentcloudapi.com'),
  TENCENT_FACEID_ENDPOINT: z.url().default('https://faceid.tencentcloudapi.com'),
  TENCENT_OCR_ENDPOINT: z.url().default('https://ocr.tencentcloudapi.com'),
  /** Connect to this address instead of resolving the Tencent Cloud hosts (as curl --resolve): staging and tests. */
  TENCENTCLOUD_CONNECT_ADDRESS: z.string().optional(),
  /** Face check (subscriber) and real-name check (agent opening): the sandbox or Tencent Cloud FaceID H5. */
  FACE_PROVIDER: z.enum(['sandbox', 'tencent']).optional(),
  /** FaceID rule of the subscriber's face check: the live face against the photo on file for a name and ID number. */
  FACEID_RULE_ID: z.string().optional(),
  /** FaceID rule of the agent's real-name check: the ID card read (OCR), then the live face against it. */
  FACEID_REAL_NAME_RULE_ID: z.string().optional(),
  /** The agent's ID card reading (OCR) in the opening: the sandbox's demo card or Tencent Cloud OCR IDCardOCR. */
  OCR_PROVIDER: z.enum(['sandbox', 'tencent']).optional(),
  /** Mail (e-invoices): the sandbox outbox or an SMTP server. */
  MAIL_PROVIDER: z.enum(['sandbox', 'smtp']).optional(),
  SMTP_HOST: z.string().optional(),
  /** 587 with STARTTLS (required), or 465 with SMTP_SECURE=true (TLS from the first byte). */
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** The sender, e.g. 星海移动 <invoice@example.com>. */
  SMTP_FROM: z.string().optional(),
  /** Extra CA certificates (PEM) to trust for the SMTP server, besides the system's. */
  SMTP_CA: z.string().optional(),
  /** IP to city: the sandbox stand-in or the offline ip2region database (then 360). */
  IP_CITY_PROVIDER: z.enum(['sandbox', 'ip2region']).optional(),
  /** The ip2region data files (shipped in geo/ip2region). No IPv6 file is shipped: empty means IPv6 addresses fall back to 360. */
  IP2REGION_V4_XDB: z.string().default('geo/ip2region/ip2region_v4.xdb'),
  IP2REGION_V6_XDB: z.string().default(''),
  /** E-invoice platform: only the sandbox so far (see docs/e-invoice-platform.md for what an adapter must do). */
  INVOICE_PROVIDER: z.enum(['sandbox']).optional(),
  /** The systems production may keep on their sandbox: a comma list (invoice, demo, …), true for all, false for none. */
  ALLOW_SANDBOX_IN_PRODUCTION: allowedSandboxesSetting.default([]),
  /**
   * Public address of this app, used in links sent outside (OAuth redirect, payment return): its
   * origin, e.g. https://hall.example.com. Required in production (https, or an address on this machine).
   */
  PUBLIC_URL: publicUrlSetting.optional(),
  /** The built web app to serve; empty to serve the API only. */
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  /** Hotline shown in the hall notice and on result pages. */
  HOTLINE: z.string().default('10020'),
  /** Initial service password (PIN) of new numbers, as stated in the user agreement. */
  INITIAL_PIN: z
    .string()
    .regex(/^\d{6}$/)
    .default('123456'),
  /** Package change: show the king-card tab (packages with Calldisplay 2). */
  KING_CARD_TAB_ENABLED: z.stringbool().default(true),
  /** Built-in back office: seconds it takes to carry out an SMS do-not-disturb registration. */
  SMS_REGISTER_PROCESSING_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  /** Password of the demo agents created by the demo seed (outside production only). */
  DEMO_AGENT_PASSWORD: z.string().min(8).optional(),
  /** Password of the demo console accounts created by the demo seed (outside production only). */
  DEMO_STAFF_PASSWORD: z.string().min(10).optional(),
  /** SMS codes one client address may request per hour (all numbers together). */
  SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(SMS_MAX_PER_IP_PER_HOUR),
  /** How long a server instance reuses the hall notice it read (it is shared through the database). */
  HALL_NOTICE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Key of the maps service's IP-to-city call (getKey). */
  MAPS_KEY: z.string().default(''),
  /** The official account's appid (the sandbox uses wx-sandbox-app). */
  WECHAT_APP_ID: z.string().optional(),
  /** Seller printed on e-invoices: the operator's registered name and taxpayer ID. */
  INVOICE_SELLER_NAME: z.string().default('星海虚拟移动通信有限公司'),
  INVOICE_SELLER_TIN: z.string().default('91440101MA5SANDBOX'),
  /** Sandbox e-invoice platform: how long after a request it may be issued (the first query is always pending). */
  INVOICE_SANDBOX_ISSUE_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
  /** Key that signs WeChat Pay notifications; the same on every instance. Defaults to SECRET_KEY. */
  WECHAT_PAY_API_KEY: z.string().min(32).optional(),
  /** How long a call to an outside system (SMS, face check, payment, mail, …) may take before it counts as failed. */
  PROVIDER_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** Budget of each IP-to-city lookup service; when all fail the city is the fallback 360. */
  IP_CITY_TIME_BUDGET_MS: z.coerce.number().int().min(50).max(10_000).default(1500),
  /** Sandbox rehearsal of slow or hung outside systems: every call of the delayed systems waits this long first. */
  SANDBOX_PROVIDER_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(0),
  /** Which sandbox systems are delayed: all, or a list of sms, face, pay, ip, oauth, mail, invoice, real-name. */
  SANDBOX_DELAYED_PROVIDERS: z.string().default('all'),
  /** After SIGTERM, how long requests in flight may take before the process leaves anyway. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * After SIGTERM, how long the server goes on serving while /readyz answers 503, so the load
   * balancer's health check takes it out before the port closes (a few check intervals); 0 closes at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** How long a client may take to send a whole request, headers and body; then 408 and the connection closes. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Mean event-loop delay (ms, over a second) past which requests are shed with 503 and Retry-After; 0 sheds nothing. */
  EVENT_LOOP_LAG_LIMIT_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /**
   * Sandbox only: generate the profiled numbers' daily usage as the clock passes midnight. The
   * browser suite turns it off so a run that crosses midnight sees the same balances throughout.
   */
  SANDBOX_USAGE_SIMULATION: z.stringbool().default(true),
  /** Load the demo data into an empty database on start: by default outside production; production refuses true. */
  SEED_DEMO_DATA: z.stringbool().optional(),
  /** Keys the hashes of one-time codes; must be the same on every instance. Required in production. */
  SECRET_KEY: z.string().min(32).optional(),
  /**
   * Enforce the contract's rate limits. Off only in tests that call one operation far more often
   * than a person would (the contract fuzz, the access matrix); production refuses false.
   */
  RATE_LIMITS_ENABLED: z.stringbool().default(true),
  /**
   * Admins and auditors must log in with TOTP: always in production (false is refused there); off by
   * default elsewhere, so the demo accounts log in with their password alone.
   */
  STAFF_TOTP_REQUIRED: z.stringbool().optional(),
  /**
   * Behind reverse proxies: whose X-Forwarded-For names the client (rate limits, IP city): false,
   * or the proxies' addresses or subnets, comma-separated; true (anyone's) is refused in production.
   */
  TRUST_PROXY: trustProxySetting.default(false),
  /** Bearer token the metrics scraper sends to GET /metrics; in production /metrics is not served without one. */
  METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Write the log to this file instead of standard output (the browser suite scans it afterwards). */
  LOG_FILE: z.string().optional(),
  /** Validate every reply against the contract (on in tests, off in production for speed). */
  VALIDATE_RESPONSES: z.stringbool().default(false),
});

/** What a development start (and a test) gets where production has no default; PUBLIC_URL follows PORT. */
const DEVELOPMENT_DEFAULTS = {
  SEED_DEMO_DATA: true,
  DEMO_AGENT_PASSWORD: 'sandbox-agent-pass',
  DEMO_STAFF_PASSWORD: 'sandbox-staff-pass',
};

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL' | 'SEED_DEMO_DATA' | 'STAFF_TOTP_REQUIRED'> & {
  PUBLIC_URL: string;
  SEED_DEMO_DATA: boolean;
  STAFF_TOTP_REQUIRED: boolean;
};

/**
 * Reads the typed configuration from the environment; refuses unsafe combinations. A refusal names
 * every problem at once (settings that do not parse, missing or malformed credentials, what
 * production forbids), so an operator fixes them in one go.
 */
export function loadConfig(raw: Record<string, string | undefined> = process.env): Config {
  const { environment, problems } = readSecretFiles(raw);
  let parsed = configSchema.safeParse(environment);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
    // The other settings are still checked, without the ones that do not parse.
    const unparsed = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    parsed = configSchema.safeParse(Object.fromEntries(Object.entries(environment).filter(([name]) => !unparsed.has(name))));
  }
  if (parsed.success) {
    const config = withEnvironmentDefaults(parsed.data, problems);
    problems.push(...missingWechatCredentials(config), ...missingOutsideCredentials(config), ...productionProblemsOf(config));
    if (problems.length === 0) {
      return config;
    }
  }
  throw new Error(`Refusing to start:\n${[...new Set(problems)].join('\n')}`);
}

/** What production refuses, one line each. */
function productionProblemsOf(config: Config): string[] {
  if (config.NODE_ENV !== 'production') {
    return [];
  }
  const problems: string[] = [];
  const sandboxed = unallowedSandboxesOf(config);
  if (sandboxed.length > 0) {
    problems.push(
      `Refusing to start in production with sandbox providers (${sandboxed.join(', ')}): choose the real ones, ` +
        'or name the systems a demo deployment keeps on the sandbox in ALLOW_SANDBOX_IN_PRODUCTION.',
    );
  }
  if (config.SEED_DEMO_DATA) {
    problems.push(
      'Refusing to load demo data in production: set SEED_DEMO_DATA=false and set the operator up with ' +
        '`npm run staff` and `npm run catalogue -- import` (see README).',
    );
  }
  if (!config.RATE_LIMITS_ENABLED) {
    problems.push('Refusing to start in production without rate limits: RATE_LIMITS_ENABLED must not be false.');
  }
  if (!config.SECRET_KEY) {
    problems.push('SECRET_KEY is required in production (32 characters or more, the same on every instance).');
  }
  if (config.PUBLIC_URL && !config.PUBLIC_URL.startsWith('https://') && !isLoopbackUrl(config.PUBLIC_URL)) {
    problems.push(`PUBLIC_URL must be https:// in production (it is ${config.PUBLIC_URL}).`);
  }
  if (config.TRUST_PROXY === true) {
    problems.push(
      'Refusing TRUST_PROXY=true in production: it takes the client address from an X-Forwarded-For anyone can write. ' +
        'Set the addresses or subnets of the proxies in front instead (e.g. 10.0.0.5,10.0.1.0/24).',
    );
  }
  return problems;
}

/**
 * Outside production, the development defaults fill what is unset. Production has none: it
 * needs its PUBLIC_URL, loads no demo data unless asked (and refuses that, in loadConfig), and
 * refuses demo passwords, which only the demo seed uses.
 */
function withEnvironmentDefaults(parsed: z.infer<typeof configSchema>, problems: string[]): Config {
  if (parsed.NODE_ENV !== 'production') {
    return {
      ...parsed,
      PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
      SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? DEVELOPMENT_DEFAULTS.SEED_DEMO_DATA,
      DEMO_AGENT_PASSWORD: parsed.DEMO_AGENT_PASSWORD ?? DEVELOPMENT_DEFAULTS.DEMO_AGENT_PASSWORD,
      DEMO_STAFF_PASSWORD: parsed.DEMO_STAFF_PASSWORD ?? DEVELOPMENT_DEFAULTS.DEMO_STAFF_PASSWORD,
      STAFF_TOTP_REQUIRED: parsed.STAFF_TOTP_REQUIRED ?? false,
    };
  }
  const demoPasswords = (['DEMO_AGENT_PASSWORD', 'DEMO_STAFF_PASSWORD'] as const).filter((name) => parsed[name] !== undefined);
  if (demoPasswords.length > 0) {
    problems.push(`Refusing ${demoPasswords.join(' and ')} in production: there is no demo data to log in to. Unset it.`);
  }
  if (parsed.STAFF_TOTP_REQUIRED === false) {
    problems.push('Refusing STAFF_TOTP_REQUIRED=false in production: admins and auditors log in with TOTP. Unset it.');
  }
  if (!parsed.PUBLIC_URL) {
    problems.push('PUBLIC_URL is required in production: the https address subscribers reach the hall at, e.g. https://hall.example.com.');
  }
  // An empty PUBLIC_URL only stands in while the problems above are gathered; the start is refused.
  return { ...parsed, PUBLIC_URL: parsed.PUBLIC_URL ?? '', SEED_DEMO_DATA: parsed.SEED_DEMO_DATA ?? false, STAFF_TOTP_REQUIRED: true };
}
