import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { MAX_ORDER_AMOUNT_RUPEES, MIN_ORDER_AMOUNT_RUPEES } from '@paywise/domain/catalogue/order-rules';
import { PAYMENT_GATEWAYS } from '@paywise/domain/payments';
import { z } from 'zod';
import { DEFAULT_PUSH_SERVICE_HOSTS } from './adapters/push/push-endpoints';
import type { AppConfig } from './config-types';
import { developmentSecret, developmentVapidKeys, once } from './lib/dev-secrets';

/** Where SMS go: the dev outbox (development) or MSG91. */
export const SMS_PROVIDERS = ['devoutbox', 'msg91'] as const;

/** Who fetches and pays bills: the sandbox (no network) or Setu BillPay (Bharat Connect / BBPS). */
export const BILLER_PROVIDERS = ['sandbox', 'setu'] as const;

/** Setu BBPS BillPay's production host (its OpenAPI `servers`; the sandbox is https://sandbox-coudc.setu.co). */
export const SETU_BBPS_DEFAULT_URL = 'https://coudc.setu.co';

/** The agent channels an online app may use, and the agent fields each one needs (Setu's objects guide). */
export const SETU_AGENT_CHANNELS = ['INT', 'MOB'] as const;
/** Who fulfils mobile recharges: the sandbox biller, or Setu's Prepaid Mobile Recharge API (decision 0022). */
export const RECHARGE_PROVIDERS = ['sandbox', 'setu'] as const;

/** Setu's token service (the prepaid OpenAPI's `/v1/users/login` server). */
export const SETU_PREPAID_DEFAULT_AUTH_URL = 'https://accountservice.setu.co';

/** MSG91's Flow API (one DLT template per message kind), as documented publicly. */
export const MSG91_DEFAULT_API_URL = 'https://control.msg91.com/api/v5/flow';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A public https:// address (a store page the footer links to). */
const httpsUrl = z
  .string()
  .url('must be an https:// URL')
  .refine((value) => value.startsWith('https://'), 'must be an https:// URL');

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (entry: string): boolean => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * Fastify's forms of trustProxy except `true`: trusting every hop lets a client pick its own address by writing
 * X-Forwarded-For, and every per-address limit would follow it (decision 0045).
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (text !== 'true' && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front of the app (TRUST_PROXY=1 behind a single nginx or a cloud load ' +
      "balancer), or the proxies' addresses or CIDRs (TRUST_PROXY=10.0.0.0/8,127.0.0.1), or false. " +
      '`true` would trust an X-Forwarded-For the client writes itself.',
  });
  return z.NEVER;
}

/** true/false (or 1/0); undefined when unset, so the default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: optionalString.pipe(z.string().url('must be a postgres:// URL').optional()),
  DATABASE_POOL_SIZE: positiveInt(10),
  WEB_CONCURRENCY: z.coerce.number().int().positive().max(64).optional(),
  REDIS_URL: optionalString.pipe(z.string().url('must be a redis:// URL').optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(z.string().url('must be an smtp:// URL').optional()),
  MAIL_FROM: z.string().min(3).default('PayWise <no-reply@paywise.local>'),
  MAX_ORDER_AMOUNT: z.coerce.number().positive().max(10_000_000).default(MAX_ORDER_AMOUNT_RUPEES),
  MIN_ORDER_AMOUNT: z.coerce.number().min(1).max(100_000).default(MIN_ORDER_AMOUNT_RUPEES),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  METRICS_PORT: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  BODY_LIMIT: positiveInt(1_048_576),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  WEB_DIST: z.string().optional(),
  HSTS: optionalFlag,
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(31_536_000),
  API_DOCS: optionalFlag,
  DEV_OUTBOX: optionalFlag,
  RATE_LIMIT_LOGIN: positiveInt(10),
  RATE_LIMIT_LOGIN_WINDOW_MIN: positiveInt(15),
  RATE_LIMIT_REGISTER: positiveInt(20),
  RATE_LIMIT_REGISTER_WINDOW_MIN: positiveInt(60),
  RATE_LIMIT_OTP: positiveInt(10),
  RATE_LIMIT_OTP_WINDOW_MIN: positiveInt(15),
  RATE_LIMIT_CONTACT: positiveInt(5),
  RATE_LIMIT_CONTACT_WINDOW_MIN: positiveInt(10),
  RATE_LIMIT_BILL_FETCH: positiveInt(30),
  RATE_LIMIT_BILL_FETCH_WINDOW_MIN: positiveInt(1),
  RATE_LIMIT_LOGIN_ADDRESS: positiveInt(30),
  RATE_LIMIT_LOGIN_ADDRESS_WINDOW_MIN: positiveInt(15),
  RATE_LIMIT_ORDERS: positiveInt(30),
  RATE_LIMIT_ORDERS_WINDOW_MIN: positiveInt(1),
  RATE_LIMIT_MOBILE_LOOKUP: positiveInt(30),
  RATE_LIMIT_MOBILE_LOOKUP_WINDOW_MIN: positiveInt(1),
  RATE_LIMIT_SANDBOX_PAYMENTS: positiveInt(10),
  RATE_LIMIT_SANDBOX_PAYMENTS_WINDOW_MIN: positiveInt(10),
  CUSTOMER_IDLE_TIMEOUT_DAYS: z.coerce.number().positive().max(365).default(30),
  ADMIN_IDLE_TIMEOUT_MINUTES: z.coerce.number().positive().max(10_080).default(30),
  UNVERIFIED_ORDER_LIMIT: z.coerce.number().int().min(0).default(3),
  PASSWORD_HASH_CONCURRENCY: positiveInt(Math.max(1, Math.floor(os.availableParallelism() / 2))),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(16),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().positive().max(10_000).default(200),
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  PAYMENT_GATEWAY: z.enum(PAYMENT_GATEWAYS).default('sandbox'),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  RAZORPAY_API_URL: optionalString.pipe(z.string().url('must be an https:// URL').optional()),
  PROMO_PERCENT: z.coerce.number().min(0).max(50).default(2),
  PROMO_MAX_DISCOUNT: z.coerce.number().min(0).max(100_000).default(100),
  SWEEP_INTERVAL_SECONDS: positiveInt(30),
  SWEEP_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  REFUND_ATTENTION_FAILURES: z.coerce.number().int().min(1).default(3),
  NOTICE_ATTENTION_ATTEMPTS: z.coerce.number().int().min(1).default(6),
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().positive().default(15),
  ROLLUP_INTERVAL_SECONDS: positiveInt(10),
  BILL_FETCH_TTL_MINUTES: z.coerce.number().positive().max(1440).default(30),
  BILL_REMINDER_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  BILL_REPAY_GUARD_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  APP_URL: optionalString.pipe(z.string().url('must be an http(s):// URL').optional()),
  APP_STORE_URL: optionalString.pipe(httpsUrl.optional()),
  VAPID_PUBLIC_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url P-256 public key (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url P-256 private key (43 characters)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: optionalString.pipe(
    z
      .string()
      .transform((v) => v.split(',').map((entry) => entry.trim().toLowerCase()))
      .pipe(
        z.array(
          z
            .string()
            .regex(
              /^([a-z0-9-]+(\.[a-z0-9-]+)+|https:\/\/[^/\s]+)$/,
              'must be host names (fcm.googleapis.com) or https:// origins, comma-separated',
            ),
        ),
      )
      .optional(),
  ),
  PLAY_STORE_URL: optionalString.pipe(httpsUrl.optional()),
  SMS_PROVIDER: optionalString.pipe(z.enum(SMS_PROVIDERS).optional()),
  MSG91_AUTH_KEY: optionalString,
  MSG91_SENDER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]{3,11}$/, 'must be the DLT-registered sender id (header), e.g. PAYWSE')
      .optional(),
  ),
  MSG91_TEMPLATE_OTP: optionalString,
  MSG91_TEMPLATE_ORDER: optionalString,
  MSG91_TEMPLATE_REFUND: optionalString,
  MSG91_TEMPLATE_OTP_HI: optionalString,
  MSG91_TEMPLATE_ORDER_HI: optionalString,
  MSG91_TEMPLATE_REFUND_HI: optionalString,
  MSG91_TEMPLATE_OTP_TA: optionalString,
  MSG91_TEMPLATE_ORDER_TA: optionalString,
  MSG91_TEMPLATE_REFUND_TA: optionalString,
  MSG91_TEMPLATE_LOCK: optionalString,
  MSG91_TEMPLATE_LOCK_HI: optionalString,
  MSG91_TEMPLATE_LOCK_TA: optionalString,
  MSG91_API_URL: optionalString.pipe(z.string().url('must be an https:// URL').optional()),
  SMS_DAILY_CAP: positiveInt(10),
  BILLER_PROVIDER: z.enum(BILLER_PROVIDERS).default('sandbox'),
  SETU_BBPS_URL: optionalString.pipe(z.string().url('must be an https:// URL').optional()),
  SETU_CLIENT_ID: optionalString,
  SETU_CLIENT_SECRET: optionalString,
  SETU_PARTNER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{1,18}$/, 'must be the numeric partner id')
      .optional(),
  ),
  SETU_AGENT_ID: optionalString,
  SETU_AGENT_CHANNEL: z.enum(SETU_AGENT_CHANNELS).default('INT'),
  SETU_AGENT_IP: optionalString.pipe(z.ipv4({ message: 'must be an IPv4 address' }).optional()),
  SETU_AGENT_MAC: optionalString.pipe(
    z
      .string()
      .regex(
        /^[0-9A-Fa-f]{2}([-:])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/,
        'must be a MAC address, e.g. 02-00-00-00-00-01',
      )
      .optional(),
  ),
  SETU_AGENT_IMEI: optionalString,
  SETU_AGENT_OS: optionalString.pipe(z.enum(['iOS', 'Android']).optional()),
  SETU_AGENT_APP: optionalString,
  SETU_BILLER_IDS: optionalString,
  SETU_WEBHOOK_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  RATE_LIMIT_RESET_ADDRESS: positiveInt(20),
  RATE_LIMIT_RESET_ADDRESS_WINDOW_MIN: positiveInt(15),
  RATE_LIMIT_RESET_GLOBAL: positiveInt(300),
  RATE_LIMIT_RESET_GLOBAL_WINDOW_MIN: positiveInt(1),
  RATE_LIMIT_SMS_NUMBER: positiveInt(5),
  RATE_LIMIT_SMS_NUMBER_WINDOW_MIN: positiveInt(60),
  RATE_LIMIT_SMS_ADDRESS: positiveInt(20),
  RATE_LIMIT_SMS_ADDRESS_WINDOW_MIN: positiveInt(60),
  RATE_LIMIT_OTP_WRONG_ADDRESS: positiveInt(30),
  RATE_LIMIT_OTP_WRONG_ADDRESS_WINDOW_MIN: positiveInt(15),
  RATE_LIMIT_OTP_WRONG_NUMBER: positiveInt(10),
  RATE_LIMIT_OTP_WRONG_NUMBER_WINDOW_MIN: positiveInt(24 * 60),
  RATE_LIMIT_2FA_WRONG_ACCOUNT: positiveInt(10),
  RATE_LIMIT_2FA_WRONG_ACCOUNT_WINDOW_MIN: positiveInt(60),
  RATE_LIMIT_2FA_WRONG_ADDRESS: positiveInt(30),
  RATE_LIMIT_2FA_WRONG_ADDRESS_WINDOW_MIN: positiveInt(15),
  /** Whether every admin must sign in with an authenticator code (decision 0047); unset: required in production. */
  ADMIN_2FA: z.enum(['required', 'optional']).optional(),
  RECHARGE_PROVIDER: z.enum(RECHARGE_PROVIDERS).default('sandbox'),
  RECHARGE_WALLET_ALERT: z.coerce.number().min(0).max(10_000_000).default(2000),
  SETU_PREPAID_URL: optionalString.pipe(z.string().url('must be an https:// URL').optional()),
  SETU_PREPAID_AUTH_URL: optionalString.pipe(z.string().url('must be an https:// URL').optional()),
  SETU_PREPAID_CLIENT_ID: optionalString,
  SETU_PREPAID_SECRET: optionalString,
  SETU_PREPAID_PRODUCT_INSTANCE_ID: optionalString,
  SETU_PREPAID_WEBHOOK_TOKEN: optionalString.pipe(
    z.string().min(24, "must be at least 24 characters (it is the webhook URL's secret)").optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export type {
  RateLimitRule,
  AppConfig,
  SetuConfig,
  Msg91Config,
  SetuPrepaidConfig,
  RechargeConfig,
  SmsConfig,
  GatewaySecrets,
  PushConfig,
  SessionTimeouts,
} from './config-types';

/** The sandbox gateway's public key id (what Razorpay calls key_id; test keys start rzp_test_). */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export class ConfigError extends Error {}

/** `./data` of the repository, wherever the server is started from (npm workspaces run it in apps/server). */
const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../../data');

/** Relative paths are the user's: npm runs scripts elsewhere, but records where it was invoked in INIT_CWD. */
const invocationDir = (source: Record<string, string | undefined>) => source.INIT_CWD ?? process.cwd();

const minutes = (n: number) => n * 60_000;

/** Parses the environment once; every problem is listed, not only the first. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir =
    env.DATA_DIR === undefined ? DEFAULT_DATA_DIR : path.resolve(invocationDir(source), env.DATA_DIR);
  const problems: string[] = [];
  const secretsDir = env.DATA_DIR === 'memory://' ? undefined : dataDir;
  checkCoreEnv(env, isProduction, problems);
  checkProviderEnv(env, isProduction, problems);
  const setuBillerIds = checkSetuBillerEnv(env, isProduction, problems);
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a key pair) or neither');
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    push: pushConfig(env, isProduction, secretsDir),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS ?? DEFAULT_PUSH_SERVICE_HOSTS,
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    webConcurrency: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? os.availableParallelism()) : 1,
    pgliteDir: env.DATA_DIR === 'memory://' ? 'memory://' : path.join(dataDir, 'pglite'),
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET ?? developmentSecret(secretsDir, 'jwt-secret'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    maxOrderAmount: env.MAX_ORDER_AMOUNT,
    minOrderAmount: env.MIN_ORDER_AMOUNT,
    logLevel: env.LOG_LEVEL,
    metricsToken: env.METRICS_TOKEN,
    metricsPort: env.METRICS_PORT,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    webDist: path.resolve(env.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    hsts: { enabled: env.HSTS ?? isProduction, maxAgeSeconds: env.HSTS_MAX_AGE },
    apiDocs: env.API_DOCS ?? !isProduction,
    devOutbox: env.DEV_OUTBOX ? 'everyone' : 'loopback',
    rateLimits: rateLimitsConfig(env),
    unverifiedOrderLimit: env.UNVERIFIED_ORDER_LIMIT,
    passwordHashing: { concurrency: env.PASSWORD_HASH_CONCURRENCY, queue: env.PASSWORD_HASH_QUEUE },
    admin2fa: env.ADMIN_2FA ?? (isProduction ? 'required' : 'optional'),
    sessions: {
      customerIdleMs: Math.round(env.CUSTOMER_IDLE_TIMEOUT_DAYS * 86_400_000),
      adminIdleMs: Math.round(minutes(env.ADMIN_IDLE_TIMEOUT_MINUTES)),
    },
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    paymentGateway: env.PAYMENT_GATEWAY,
    payments: paymentsConfig(env, secretsDir),
    pipeline: {
      sweepIntervalMs: env.SWEEP_INTERVAL_SECONDS * 1000,
      sweepGraceMs: env.SWEEP_GRACE_SECONDS * 1000,
      paymentExpiryMs: Math.round(minutes(env.PAYMENT_EXPIRY_MINUTES)),
      rollupIntervalMs: env.ROLLUP_INTERVAL_SECONDS * 1000,
      refundAttentionFailures: env.REFUND_ATTENTION_FAILURES,
      noticeAttentionAttempts: env.NOTICE_ATTENTION_ATTEMPTS,
    },
    storeLinks: { appStore: env.APP_STORE_URL ?? null, playStore: env.PLAY_STORE_URL ?? null },
    appUrl: (env.APP_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`).replace(
      /\/+$/,
      '',
    ),
    sms: smsConfig(env, isProduction),
    biller: billerConfig(env, setuBillerIds),
    recharge: rechargeConfig(env),
    bills: {
      fetchTtlMs: Math.round(minutes(env.BILL_FETCH_TTL_MINUTES)),
      reminderDays: env.BILL_REMINDER_DAYS,
      repayGuardDays: env.BILL_REPAY_GUARD_DAYS,
    },
  };
}

/** What a JWT_SECRET should be made with (every refusal of one says it). */
const MAKE_JWT_SECRET = 'set a random value of at least 32 bytes, e.g. JWT_SECRET=$(openssl rand -base64 48)';

/** Words of the placeholders that documentation, examples and tutorials put in a secret. */
const PLACEHOLDER_WORDS =
  /changeme|replaceme|placeholder|example|yoursecret|yourjwt|supersecret|secretkey|jwtsecret|mysecret|goeshere|dummy|sample/;

/** Shannon entropy of the secret's own characters, times its length: a rough count of its random bits. */
function entropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/**
 * Why a production JWT_SECRET is refused, or null: a known placeholder, or under 96 bits by the estimate above
 * (16 random bytes in hex measure about 110; `x` × 40 measures 0), or a short piece repeated.
 */
function weakJwtSecret(secret: string): string | null {
  if (Buffer.byteLength(secret) < 32) return 'shorter than 32 bytes';
  if (PLACEHOLDER_WORDS.test(secret.toLowerCase().replace(/[^a-z0-9]/g, ''))) return 'a placeholder';
  if (/^(.{1,16}?)\1+.{0,16}$/s.test(secret) || entropyBits(secret) < 96) {
    return 'too little entropy (repeated characters or a repeated piece)';
  }
  return null;
}

/** The JWT secret, the number of processes, the payment gateway's and the SMS provider's settings. */
function checkCoreEnv(env: Env, isProduction: boolean, problems: string[]) {
  if (isProduction && !env.JWT_SECRET) {
    problems.push(`JWT_SECRET: required when NODE_ENV=production: ${MAKE_JWT_SECRET}`);
  }
  const weakness = isProduction && env.JWT_SECRET ? weakJwtSecret(env.JWT_SECRET) : null;
  if (weakness) {
    problems.push(`JWT_SECRET: ${weakness}, anyone could sign session tokens with it: ${MAKE_JWT_SECRET}`);
  }
  if (isProduction && env.DEV_OUTBOX !== undefined) {
    problems.push('DEV_OUTBOX: there is no dev outbox in production: leave DEV_OUTBOX unset');
  }
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
    problems.push(
      'WEB_CONCURRENCY: must be 1 on the embedded database (set DATABASE_URL to run more processes)',
    );
  }
  if (isProduction && env.RAZORPAY_API_URL && new URL(env.RAZORPAY_API_URL).protocol !== 'https:') {
    // The key secret travels in every request's Authorization header.
    problems.push('RAZORPAY_API_URL: must be an https:// URL in production');
  }
  if (isProduction && env.PAYMENT_GATEWAY === 'sandbox' && !env.PAYMENTS_SANDBOX) {
    // Production on the sandbox would mark orders paid while no money moves: only on purpose.
    problems.push(
      'PAYMENTS_SANDBOX: NODE_ENV=production takes payments through the sandbox gateway, which approves payments ' +
        'without moving money: configure a real payment gateway (PAYMENT_GATEWAY=razorpay with its keys), or set ' +
        'PAYMENTS_SANDBOX=true to run on the sandbox on purpose (every page then says no real money moves).',
    );
  }
  if (env.PAYMENT_GATEWAY === 'razorpay') {
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
      if (!env[name]) problems.push(`${name}: required when PAYMENT_GATEWAY=razorpay`);
    }
  }
  if (env.SMS_PROVIDER === 'msg91') {
    for (const name of [
      'MSG91_AUTH_KEY',
      'MSG91_SENDER_ID',
      'MSG91_TEMPLATE_OTP',
      'MSG91_TEMPLATE_ORDER',
      'MSG91_TEMPLATE_REFUND',
    ] as const) {
      if (!env[name]) problems.push(`${name}: required when SMS_PROVIDER=msg91`);
    }
    if (isProduction && env.MSG91_API_URL && new URL(env.MSG91_API_URL).protocol !== 'https:') {
      // The auth key travels in every request's authkey header, the sign-in codes in its body.
      problems.push(
        "MSG91_API_URL: must be an https:// URL in production (or leave it unset for MSG91's own)",
      );
    }
  }
}

/** The recharge provider's settings, and an SMS provider production can use. */
function checkProviderEnv(env: Env, isProduction: boolean, problems: string[]) {
  if (env.RECHARGE_PROVIDER === 'setu') {
    for (const name of [
      'SETU_PREPAID_URL',
      'SETU_PREPAID_CLIENT_ID',
      'SETU_PREPAID_SECRET',
      'SETU_PREPAID_PRODUCT_INSTANCE_ID',
    ] as const) {
      if (!env[name]) problems.push(`${name}: required when RECHARGE_PROVIDER=setu`);
    }
    for (const name of ['SETU_PREPAID_URL', 'SETU_PREPAID_AUTH_URL'] as const) {
      // The bearer token (and, for the login, the secret) travel in these requests.
      const value = env[name];
      if (isProduction && value && new URL(value).protocol !== 'https:') {
        problems.push(`${name}: must be an https:// URL in production`);
      }
    }
  }
  if (isProduction && env.SMS_PROVIDER === 'devoutbox') {
    problems.push(
      'SMS_PROVIDER: devoutbox keeps messages in a development table nobody reads in production: set ' +
        'SMS_PROVIDER=msg91 with its settings, or leave SMS_PROVIDER unset to hide phone sign-in.',
    );
  }
}

/** The Setu biller's settings; its biller ids (SETU_BILLER_IDS) when they read. */
function checkSetuBillerEnv(env: Env, isProduction: boolean, problems: string[]): Record<string, string> {
  let setuBillerIds: Record<string, string> = {};
  if (env.BILLER_PROVIDER === 'setu') {
    const required = [
      'SETU_CLIENT_ID',
      'SETU_CLIENT_SECRET',
      'SETU_PARTNER_ID',
      'SETU_AGENT_ID',
      'SETU_AGENT_IP',
    ] as const;
    for (const name of required) {
      if (!env[name]) problems.push(`${name}: required when BILLER_PROVIDER=setu`);
    }
    const channelFields =
      env.SETU_AGENT_CHANNEL === 'INT'
        ? (['SETU_AGENT_MAC'] as const)
        : (['SETU_AGENT_IMEI', 'SETU_AGENT_OS', 'SETU_AGENT_APP'] as const);
    for (const name of channelFields) {
      if (!env[name]) problems.push(`${name}: required when SETU_AGENT_CHANNEL=${env.SETU_AGENT_CHANNEL}`);
    }
    if (!env.SETU_BILLER_IDS) {
      problems.push(
        'SETU_BILLER_IDS: required when BILLER_PROVIDER=setu (a JSON object: operator name → Setu biller id)',
      );
    } else {
      const ids = parseBillerIds(env.SETU_BILLER_IDS);
      if (ids === null) {
        problems.push(
          'SETU_BILLER_IDS: must be a JSON object of operator name → Setu biller id, e.g. {"BESCOM":"BESC00000KAR01"}',
        );
      } else setuBillerIds = ids;
    }
    if (isProduction && env.SETU_BBPS_URL && new URL(env.SETU_BBPS_URL).protocol !== 'https:') {
      problems.push('SETU_BBPS_URL: must be an https:// URL in production');
    }
  }
  return setuBillerIds;
}

/** Web push (VAPID): the configured key pair, else in development one made when first used. */
function pushConfig(env: Env, isProduction: boolean, secretsDir: string | undefined): AppConfig['push'] {
  // Loading the configuration writes nothing: the development pair is made (or read) when first used.
  const vapidKeys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? once(() => ({ publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY! }))
      : isProduction
        ? null
        : once(() => developmentVapidKeys(secretsDir));
  const mailAddress = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  return (
    vapidKeys && {
      get publicKey() {
        return vapidKeys().publicKey;
      },
      get privateKey() {
        return vapidKeys().privateKey;
      },
      subject: env.VAPID_SUBJECT ?? `mailto:${mailAddress.trim()}`,
    }
  );
}

/** The RATE_LIMIT_* rules: each a count per window of minutes. */
function rateLimitsConfig(env: Env): AppConfig['rateLimits'] {
  return {
    login: { max: env.RATE_LIMIT_LOGIN, windowMs: minutes(env.RATE_LIMIT_LOGIN_WINDOW_MIN) },
    loginAddress: {
      max: env.RATE_LIMIT_LOGIN_ADDRESS,
      windowMs: minutes(env.RATE_LIMIT_LOGIN_ADDRESS_WINDOW_MIN),
    },
    register: { max: env.RATE_LIMIT_REGISTER, windowMs: minutes(env.RATE_LIMIT_REGISTER_WINDOW_MIN) },
    otp: { max: env.RATE_LIMIT_OTP, windowMs: minutes(env.RATE_LIMIT_OTP_WINDOW_MIN) },
    resetPerAddress: {
      max: env.RATE_LIMIT_RESET_ADDRESS,
      windowMs: minutes(env.RATE_LIMIT_RESET_ADDRESS_WINDOW_MIN),
    },
    resetGlobal: {
      max: env.RATE_LIMIT_RESET_GLOBAL,
      windowMs: minutes(env.RATE_LIMIT_RESET_GLOBAL_WINDOW_MIN),
    },
    contact: { max: env.RATE_LIMIT_CONTACT, windowMs: minutes(env.RATE_LIMIT_CONTACT_WINDOW_MIN) },
    billFetch: { max: env.RATE_LIMIT_BILL_FETCH, windowMs: minutes(env.RATE_LIMIT_BILL_FETCH_WINDOW_MIN) },
    orders: { max: env.RATE_LIMIT_ORDERS, windowMs: minutes(env.RATE_LIMIT_ORDERS_WINDOW_MIN) },
    mobileLookup: {
      max: env.RATE_LIMIT_MOBILE_LOOKUP,
      windowMs: minutes(env.RATE_LIMIT_MOBILE_LOOKUP_WINDOW_MIN),
    },
    smsPerNumber: {
      max: env.RATE_LIMIT_SMS_NUMBER,
      windowMs: minutes(env.RATE_LIMIT_SMS_NUMBER_WINDOW_MIN),
    },
    smsPerAddress: {
      max: env.RATE_LIMIT_SMS_ADDRESS,
      windowMs: minutes(env.RATE_LIMIT_SMS_ADDRESS_WINDOW_MIN),
    },
    smsCodeWrongPerAddress: {
      max: env.RATE_LIMIT_OTP_WRONG_ADDRESS,
      windowMs: minutes(env.RATE_LIMIT_OTP_WRONG_ADDRESS_WINDOW_MIN),
    },
    smsCodeWrongPerNumber: {
      max: env.RATE_LIMIT_OTP_WRONG_NUMBER,
      windowMs: minutes(env.RATE_LIMIT_OTP_WRONG_NUMBER_WINDOW_MIN),
    },
    twoFactorWrongPerAccount: {
      max: env.RATE_LIMIT_2FA_WRONG_ACCOUNT,
      windowMs: minutes(env.RATE_LIMIT_2FA_WRONG_ACCOUNT_WINDOW_MIN),
    },
    twoFactorWrongPerAddress: {
      max: env.RATE_LIMIT_2FA_WRONG_ADDRESS,
      windowMs: minutes(env.RATE_LIMIT_2FA_WRONG_ADDRESS_WINDOW_MIN),
    },
    sandboxPayments: {
      max: env.RATE_LIMIT_SANDBOX_PAYMENTS,
      windowMs: minutes(env.RATE_LIMIT_SANDBOX_PAYMENTS_WINDOW_MIN),
    },
  };
}

/** The payment gateway's keys (the sandbox's made once in development) and the promo rule. */
function paymentsConfig(env: Env, secretsDir: string | undefined): AppConfig['payments'] {
  return {
    ...(env.PAYMENT_GATEWAY === 'sandbox'
      ? {
          sandbox: once(() => ({
            keyId: SANDBOX_KEY_ID,
            keySecret: developmentSecret(secretsDir, 'sandbox-key-secret'),
            webhookSecret: developmentSecret(secretsDir, 'sandbox-webhook-secret'),
          })),
        }
      : {}),
    ...(env.PAYMENT_GATEWAY === 'razorpay'
      ? {
          razorpay: {
            keyId: env.RAZORPAY_KEY_ID!,
            keySecret: env.RAZORPAY_KEY_SECRET!,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET!,
            ...(env.RAZORPAY_API_URL ? { apiUrl: env.RAZORPAY_API_URL } : {}),
          },
        }
      : {}),
    promo: { percent: env.PROMO_PERCENT, maxDiscountPaise: Math.round(env.PROMO_MAX_DISCOUNT * 100) },
  };
}

/** Where SMS go, with MSG91's keys and templates when it is the provider. */
function smsConfig(env: Env, isProduction: boolean): AppConfig['sms'] {
  return {
    provider: env.SMS_PROVIDER ?? (isProduction ? 'none' : 'devoutbox'),
    ...(env.SMS_PROVIDER === 'msg91'
      ? {
          msg91: {
            authKey: env.MSG91_AUTH_KEY!,
            senderId: env.MSG91_SENDER_ID!,
            templates: {
              otp: env.MSG91_TEMPLATE_OTP!,
              order: env.MSG91_TEMPLATE_ORDER!,
              refund: env.MSG91_TEMPLATE_REFUND!,
              ...(env.MSG91_TEMPLATE_LOCK ? { lock: env.MSG91_TEMPLATE_LOCK } : {}),
            },
            languageTemplates: {
              hi: withoutUnset({
                otp: env.MSG91_TEMPLATE_OTP_HI,
                order: env.MSG91_TEMPLATE_ORDER_HI,
                refund: env.MSG91_TEMPLATE_REFUND_HI,
                lock: env.MSG91_TEMPLATE_LOCK_HI,
              }),
              ta: withoutUnset({
                otp: env.MSG91_TEMPLATE_OTP_TA,
                order: env.MSG91_TEMPLATE_ORDER_TA,
                refund: env.MSG91_TEMPLATE_REFUND_TA,
                lock: env.MSG91_TEMPLATE_LOCK_TA,
              }),
            },
            apiUrl: env.MSG91_API_URL ?? MSG91_DEFAULT_API_URL,
          },
        }
      : {}),
    dailyCap: env.SMS_DAILY_CAP,
  };
}

/** The biller provider, with Setu's connection and agent when it is Setu. */
function billerConfig(env: Env, setuBillerIds: Record<string, string>): AppConfig['biller'] {
  return {
    provider: env.BILLER_PROVIDER,
    ...(env.BILLER_PROVIDER === 'setu'
      ? {
          setu: {
            baseUrl: (env.SETU_BBPS_URL ?? SETU_BBPS_DEFAULT_URL).replace(/\/+$/, ''),
            clientId: env.SETU_CLIENT_ID!,
            clientSecret: env.SETU_CLIENT_SECRET!,
            partnerId: env.SETU_PARTNER_ID!,
            agent: {
              id: env.SETU_AGENT_ID!,
              channel: env.SETU_AGENT_CHANNEL,
              ip: env.SETU_AGENT_IP!,
              ...(env.SETU_AGENT_CHANNEL === 'INT'
                ? { mac: env.SETU_AGENT_MAC! }
                : { imei: env.SETU_AGENT_IMEI!, os: env.SETU_AGENT_OS!, app: env.SETU_AGENT_APP! }),
            },
            billerIds: setuBillerIds,
            ...(env.SETU_WEBHOOK_SECRET ? { webhookSecret: env.SETU_WEBHOOK_SECRET } : {}),
          },
        }
      : {}),
  };
}

/** The recharge provider, with Setu's prepaid connection when it is Setu. */
function rechargeConfig(env: Env): AppConfig['recharge'] {
  return {
    provider: env.RECHARGE_PROVIDER,
    walletAlertPaise: Math.round(env.RECHARGE_WALLET_ALERT * 100),
    ...(env.RECHARGE_PROVIDER === 'setu'
      ? {
          setu: {
            baseUrl: env.SETU_PREPAID_URL!.replace(/\/+$/, ''),
            authUrl: (env.SETU_PREPAID_AUTH_URL ?? SETU_PREPAID_DEFAULT_AUTH_URL).replace(/\/+$/, ''),
            clientId: env.SETU_PREPAID_CLIENT_ID!,
            secret: env.SETU_PREPAID_SECRET!,
            productInstanceId: env.SETU_PREPAID_PRODUCT_INSTANCE_ID!,
            ...(env.SETU_PREPAID_WEBHOOK_TOKEN ? { webhookToken: env.SETU_PREPAID_WEBHOOK_TOKEN } : {}),
          },
        }
      : {}),
  };
}

/** SETU_BILLER_IDS: a JSON object of non-empty strings, else null. */
function parseBillerIds(text: string): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([k, v]) => k.trim() !== '' && typeof v === 'string' && v.trim() !== '')) return null;
  return Object.fromEntries(entries.map(([k, v]) => [k.trim(), (v as string).trim()]));
}

/** The entries of a record whose value is set. */
function withoutUnset<K extends string>(entries: Record<K, string | undefined>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<
    Record<K, string>
  >;
}
