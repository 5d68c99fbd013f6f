import type { PaymentGatewayName, PromoRule } from '@paywise/domain/payments';
import type { BILLER_PROVIDERS, Env, RECHARGE_PROVIDERS, SETU_AGENT_CHANNELS } from './config';

/*
 * The configuration's types: what loadConfig (config.ts) answers. Re-exported by config.ts, where every
 * environment variable is read.
 */

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `<dataDir>/pglite` is used. */
  databaseUrl?: string;
  /** Connections of this process to PostgreSQL (the job engine has 3 more of its own). */
  databasePoolSize: number;
  /**
   * Server processes `npm start` runs (one per core on PostgreSQL; always 1 on the embedded database, which only
   * one process may open).
   */
  webConcurrency: number;
  /** `memory://` keeps an embedded database in memory only (tests). */
  pgliteDir: string;
  redisUrl?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Rupees. */
  maxOrderAmount: number;
  /** MIN_ORDER_AMOUNT: the least an order may be, rupees (at least ₹1, Razorpay's minimum). */
  minOrderAmount: number;
  logLevel: Env['LOG_LEVEL'];
  /** GET /metrics on the app's port answers a bearer of this token; undefined: not served there. */
  metricsToken?: string;
  /** Port of a metrics-only listener on 127.0.0.1 (0: any free port, for tests); undefined: none. */
  metricsPort?: number;
  bodyLimit: number;
  /** false, a hop count, or trusted proxy addresses/CIDRs (Fastify's trustProxy forms, never `true`). */
  trustProxy: false | number | string[];
  webDist: string;
  /** Strict-Transport-Security (on by default in production; off for a plain-HTTP deployment). */
  hsts: { enabled: boolean; maxAgeSeconds: number };
  /** The Swagger UI and /api/docs/json|yaml (off by default in production). */
  apiDocs: boolean;
  /**
   * Who may read GET /api/dev/outbox (every one-time code; it exists only outside production without SMTP_URL):
   * callers on this machine only, unless DEV_OUTBOX=true.
   */
  devOutbox: 'loopback' | 'everyone';
  rateLimits: Record<
    | 'login'
    | 'loginAddress'
    | 'register'
    | 'otp'
    | 'resetPerAddress'
    | 'resetGlobal'
    | 'contact'
    | 'billFetch'
    | 'orders'
    | 'mobileLookup'
    | 'smsPerNumber'
    | 'smsPerAddress'
    | 'smsCodeWrongPerAddress'
    | 'smsCodeWrongPerNumber'
    | 'twoFactorWrongPerAccount'
    | 'twoFactorWrongPerAddress'
    | 'sandboxPayments',
    RateLimitRule
  >;
  /** Orders a customer whose email is not verified may place (all time); admins are not limited. */
  unverifiedOrderLimit: number;
  /** argon2 hashes and verifications running at once in this process, and how many may wait for one. */
  passwordHashing: { concurrency: number; queue: number };
  /**
   * ADMIN_2FA: 'required' (the default in production) keeps the admin routes closed (403 ADMIN_2FA_REQUIRED) to an
   * admin who has not turned on two-step sign-in; 'optional' lets admins choose (decision 0047).
   */
  admin2fa: 'required' | 'optional';
  /** How long a session may go unused before it ends (decision 0046). */
  sessions: SessionTimeouts;
  /** A Redis command not answered within this is given up (rate limits then count in memory). */
  redisCommandTimeoutMs: number;
  /** The gateway that takes payments: the sandbox (no money moves) or Razorpay. */
  paymentGateway: PaymentGatewayName;
  payments: {
    /**
     * Set when PAYMENT_GATEWAY=sandbox: its key id, key secret and webhook secret, read or generated into DATA_DIR
     * (like the development JWT secret) when the gateway is first built, never by loading the configuration.
     */
    sandbox?: () => GatewaySecrets;
    /** Set when PAYMENT_GATEWAY=razorpay. */
    razorpay?: GatewaySecrets & { apiUrl?: string };
    /** The instant discount every order gets. */
    promo: PromoRule;
  };
  pipeline: {
    /** How often the sweeper re-drives unfinished orders. */
    sweepIntervalMs: number;
    /** An order is left to its own request this long after its last change before the sweeper takes it. */
    sweepGraceMs: number;
    /** An order never paid is Failed this long after it was placed. */
    paymentExpiryMs: number;
    /** How often the dashboard's daily aggregates are brought up to date. */
    rollupIntervalMs: number;
    /** A refund the gateway refused this often is shown to the admins (pipeline card, daily mail). */
    refundAttentionFailures: number;
    /**
     * A kept provider notice (a webhook whose status query failed) asked this often without an answer is shown to
     * the admins (pipeline card, daily mail) and logged once at error; it is still asked (NOTICE_ATTENTION_ATTEMPTS,
     * default 6: about an hour of questions with the 1-minute-doubling backoff).
     */
    noticeAttentionAttempts: number;
  };
  /** The web app's public address, without a trailing slash: links in mails (APP_URL). */
  appUrl: string;
  /**
   * Web push (VAPID, docs/decisions/0025): the key pair (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY; generated into
   * DATA_DIR in development) and the contact the push services see (VAPID_SUBJECT). Null in production without keys.
   */
  push: PushConfig | null;
  /**
   * Where web pushes may go (PUSH_SERVICE_HOSTS): the browsers' push services by default; a host covers its
   * subdomains, an https:// origin is taken exactly (adapters/push/push-endpoints.ts).
   */
  pushServiceHosts: readonly string[];
  /** The app's store pages (APP_STORE_URL, PLAY_STORE_URL): the footer shows a store's badge only when set. */
  storeLinks: { appStore: string | null; playStore: string | null };
  sms: SmsConfig;
  /** Who fetches and pays bills (BILLER_PROVIDER): the sandbox, or Setu BillPay with its settings. */
  biller: { provider: (typeof BILLER_PROVIDERS)[number]; setu?: SetuConfig };
  recharge: RechargeConfig;
  bills: {
    /** How long a fetched bill may be paid (its billFetchRef). */
    fetchTtlMs: number;
    /** Reminders are mailed for bills due within this many days (or overdue). */
    reminderDays: number;
    /**
     * A typed-amount order for an account paid (Completed) within this many days is 409 BILL_RECENTLY_PAID unless
     * it confirms the repeat; 0 turns the question off.
     */
    repayGuardDays: number;
  };
}

export interface SetuConfig {
  baseUrl: string;
  clientId: string;
  /** Sent in the token request's body only; never logged. */
  clientSecret: string;
  /** The X-PARTNER-ID header. */
  partnerId: string;
  /** The agent object of every fetch and payment: the agent id Setu onboarding gives and the channel's fields. */
  agent: {
    id: string;
    channel: (typeof SETU_AGENT_CHANNELS)[number];
    ip: string;
    mac?: string;
    imei?: string;
    os?: 'iOS' | 'Android';
    app?: string;
  };
  /** Our operator name (catalogue spelling) → Setu biller id (SETU_BILLER_IDS, a JSON object). */
  billerIds: Record<string, string>;
  /** The shared secret webhooks must carry (SETU_WEBHOOK_SECRET); unset: webhooks are refused. */
  webhookSecret?: string;
}

export interface Msg91Config {
  /** Sent in the `authkey` header only; never logged. */
  authKey: string;
  /** The DLT-registered sender id (header). */
  senderId: string;
  /** MSG91 template ids (each mapped to its DLT template id in MSG91's panel), one per message kind. */
  /** `lock` (the notice that a number's sign-in codes are paused) is optional: without it that notice is not sent. */
  templates: { otp: string; order: string; refund: string; lock?: string };
  /**
   * The Hindi and Tamil DLT templates registered so far (MSG91_TEMPLATE_<KIND>_HI / _TA), by language and kind: an
   * SMS in a language whose template of that kind is not set goes out as the English template.
   */
  languageTemplates: {
    hi: Partial<Record<'otp' | 'order' | 'refund' | 'lock', string>>;
    ta: Partial<Record<'otp' | 'order' | 'refund' | 'lock', string>>;
  };
  apiUrl: string;
}

export interface SetuPrepaidConfig {
  /** The prepaid API's base (UAT https://prepaid-uat.setu.co, production https://prepaid.setu.co). */
  baseUrl: string;
  /** The token service's base (POST {authUrl}/v1/users/login). */
  authUrl: string;
  clientId: string;
  /** Sent in the login body only; never logged. */
  secret: string;
  /** The X-PRODUCT-INSTANCE-ID header Setu gives with the keys. */
  productInstanceId: string;
  /** The secret path segment of our webhook URL; without it the webhook routes answer 404. Never logged. */
  webhookToken?: string;
}

export interface RechargeConfig {
  provider: (typeof RECHARGE_PROVIDERS)[number];
  /** RECHARGE_WALLET_ALERT: below this (paise) the admin is alerted and a warning logged. */
  walletAlertPaise: number;
  /** Set when RECHARGE_PROVIDER=setu. */
  setu?: SetuPrepaidConfig;
}

export interface SmsConfig {
  /** none: production without SMS_PROVIDER (phone sign-in hidden, its routes answer 503). */
  provider: 'devoutbox' | 'msg91' | 'none';
  msg91?: Msg91Config;
  /** Transactional SMS (order completed, refund started) per number per India day; codes are not counted. */
  dailyCap: number;
}

export interface GatewaySecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Idle timeouts of a session: a customer's, and an admin's (shorter: an admin can refund and export). */
export interface SessionTimeouts {
  customerIdleMs: number;
  adminIdleMs: number;
}
