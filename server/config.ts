import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { parseClockSetting } from './clock';
import type { S3MediaConfig } from './media/s3-store';

/**
 * Process configuration, read once from the environment and validated before anything starts.
 * A bad value stops the boot with one line per problem, naming the variable.
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DEMO_DATA: booleanFlag.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('AJBXNG Academy <no-reply@ajbxng.test>'),
  OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  ACADEMY_EMAIL: z.email().default('admissions@ajbxng.test'),
  TRAINING_VIDEO_URL: z.url({ protocol: /^https?$/ }).optional(),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  FORM_RATE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /**
   * Live streams (SSE) one client address may hold open, and one instance in all (a hall of 2,000
   * spectators). A venue's Wi-Fi behind one NAT is one address to a server on the internet: raise the first.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(50),
  LIVE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  /**
   * The longest a public event page rendered for visitors is served again from memory (issue 29); a live
   * event or a write clears it sooner. 0 renders every request.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_REQUESTS: booleanFlag.default(true),
  /** Minutes between backups of the embedded database into DATA_DIR/backups; 0 turns them off. */
  BACKUP_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  TRUST_PROXY: z.string().transform(parseTrustProxy).optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_S3_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  /**
   * Paystack (issue 31): its secret key (sk_live_… or sk_test_…) switches payments to the real Paystack; unset,
   * a local Paystack double inside this server takes payments (a checkout page where the payer picks the
   * outcome, and signed webhooks), so the demo works on a fresh machine.
   */
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(live|test)_[A-Za-z0-9]{10,}$/, 'must be a Paystack secret key (sk_live_… or sk_test_…)')
    .optional(),
  PAYSTACK_PUBLIC_KEY: z
    .string()
    .regex(/^pk_(live|test)_[A-Za-z0-9]{10,}$/, 'must be a Paystack public key (pk_live_… or pk_test_…)')
    .optional(),
  PAYSTACK_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.paystack.co'),
  /**
   * Messages to phones (issue 32, decision 0035). WhatsApp Business Cloud API: the system user's token, the
   * sending number's id, the app secret its webhooks are signed with, and the verify token of its webhook
   * handshake. Termii (SMS on the DND route): the API key and the approved sender id; its delivery reports
   * come to an address carrying TERMII_WEBHOOK_TOKEN. Unset, a local double takes that channel's messages.
   */
  WHATSAPP_TOKEN: z.string().min(20, 'must be a WhatsApp Cloud API access token').optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id (digits)')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(16, 'must be the Meta app secret').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  WHATSAPP_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  TERMII_API_KEY: z.string().min(10, 'must be a Termii API key').optional(),
  TERMII_SENDER_ID: z
    .string()
    .regex(/^[A-Za-z0-9 ]{3,11}$/, 'must be an approved Termii sender id (3-11 letters or digits)')
    .default('AJBXNG'),
  TERMII_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.ng.termii.com'),
  TERMII_WEBHOOK_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,}$/, 'must be 24 or more letters, digits, _ or -')
    .optional(),
  AJB_NOW: z
    .string()
    .transform((value, ctx) => {
      const at = parseClockSetting(value);
      if (at) return at;
      ctx.addIssue({
        code: 'custom',
        message: 'must be an ISO 8601 instant with its offset, like 2026-11-28T18:30:00+01:00',
      });
      return z.NEVER;
    })
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  baseUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  authSecret: string;
  demoData: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * How often the outbox worker looks for due e-mail (retries, another instance's rows): e-mail queued in
   * this process is sent at once, when the service that queued it nudges the worker.
   */
  outboxPollMs: number;
  academyEmail: string;
  trainingVideoUrl: string | undefined;
  bodyLimit: string;
  formRateLimit: number;
  formRateWindowMs: number;
  liveStreamsPerAddress: number;
  liveStreamsMax: number;
  /** PAGE_CACHE_SECONDS in milliseconds: 0 keeps no page. */
  pageCacheMs: number;
  logRequests: boolean;
  backupMinutes: number;
  /**
   * Which proxies' X-Forwarded-* headers Express believes (its `trust proxy` setting): false for none, a
   * number of hops, or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
   */
  trustProxy: TrustProxy;
  /** Where uploaded media go: an S3-compatible bucket when MEDIA_S3_BUCKET is set, else `<dataDir>/media`. */
  mediaS3: S3MediaConfig | undefined;
  /** AJB_NOW: the instant the clock is set to at start-up (it runs on from there); unset, real time. */
  clockAt: Date | undefined;
  /** Where payments are taken: the real Paystack, or the double this server runs at /_paystack. */
  paystack: PaystackConfig;
  /** Where messages to phones go: each channel's real provider when its keys are set, else its double. */
  notify: NotifyConfig;
};

export type NotifyConfig = {
  whatsapp: { baseUrl: string; token: string; phoneNumberId: string } | undefined;
  termii: { baseUrl: string; apiKey: string; senderId: string } | undefined;
  /** What WhatsApp's webhooks are signed with (X-Hub-Signature-256); the double's is made once and kept. */
  whatsappAppSecret: string;
  /** The token WhatsApp's GET handshake must echo. */
  whatsappVerifyToken: string;
  /** The secret last segment of Termii's report address (Termii signs nothing we can check: decision 0035). */
  termiiWebhookToken: string;
};

export type PaystackConfig = {
  mode: 'paystack' | 'double';
  /** The API's base address (the double's: this server's own /_paystack). */
  baseUrl: string;
  /** The secret key calls and webhook signatures use; the double's is made once and kept in the data folder. */
  secretKey: string;
  publicKey: string | undefined;
};

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const TRUST_PROXY_HELP =
  'give the proxies in front of this server: a number of hops (1 for one load balancer), or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal';
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Express's `trust proxy` takes it, refusing what would let any client choose its address. */
function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim();
  if (value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message: `"true" would believe an address any client can forge; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not understood; ${TRUST_PROXY_HELP}`,
  });
  return z.NEVER;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Treat empty strings as unset so `PORT= npm start` behaves like no PORT at all. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (e.MEDIA_S3_BUCKET && !(e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY))
    throw new ConfigError([
      'MEDIA_S3_BUCKET: needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (the bucket’s access key) to store media there',
    ]);
  if (!e.MEDIA_S3_BUCKET && (e.MEDIA_S3_ENDPOINT || e.MEDIA_S3_REGION))
    throw new ConfigError([
      'MEDIA_S3_BUCKET: name the bucket too, or unset MEDIA_S3_ENDPOINT and MEDIA_S3_REGION to keep media in the data folder',
    ]);
  if (e.WHATSAPP_TOKEN && !(e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET && e.WHATSAPP_VERIFY_TOKEN))
    throw new ConfigError([
      'WHATSAPP_TOKEN: needs WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN too (README "Messages to phones")',
    ]);
  if (e.TERMII_API_KEY && !e.TERMII_WEBHOOK_TOKEN)
    throw new ConfigError([
      'TERMII_API_KEY: needs TERMII_WEBHOOK_TOKEN too, the secret part of the delivery-report address (README "Messages to phones")',
    ]);
  const dataDir = path.resolve(e.DATA_DIR);
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    // Demo accounts and sample data are on by default only for the embedded database.
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_SECONDS * 1000,
    academyEmail: e.ACADEMY_EMAIL,
    trainingVideoUrl: e.TRAINING_VIDEO_URL,
    bodyLimit: e.BODY_LIMIT,
    formRateLimit: e.FORM_RATE_LIMIT,
    formRateWindowMs: e.FORM_RATE_WINDOW_MINUTES * 60_000,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    logRequests: e.LOG_REQUESTS,
    backupMinutes: e.BACKUP_MINUTES,
    // Unset: no forwarded header is believed, so a client cannot pick the address its limits are counted on.
    trustProxy: e.TRUST_PROXY ?? false,
    mediaS3: e.MEDIA_S3_BUCKET
      ? {
          bucket: e.MEDIA_S3_BUCKET,
          endpoint: e.MEDIA_S3_ENDPOINT,
          // R2 and most other stores take "auto" or any region; AWS needs the bucket's own.
          region: e.MEDIA_S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
          accessKeyId: e.AWS_ACCESS_KEY_ID!,
          secretAccessKey: e.AWS_SECRET_ACCESS_KEY!,
          sessionToken: e.AWS_SESSION_TOKEN,
        }
      : undefined,
    clockAt: e.AJB_NOW,
    paystack: e.PAYSTACK_SECRET_KEY
      ? {
          mode: 'paystack',
          baseUrl: e.PAYSTACK_BASE_URL.replace(/\/$/, ''),
          secretKey: e.PAYSTACK_SECRET_KEY,
          publicKey: e.PAYSTACK_PUBLIC_KEY,
        }
      : {
          mode: 'double',
          baseUrl: `${(e.BASE_URL ?? `http://localhost:${port}`).replace(/\/$/, '')}/_paystack`,
          secretKey: `sk_test_${loadOrCreateSecret(dataDir, 'paystack-double-secret').replace(/[^A-Za-z0-9]/g, '')}`,
          publicKey: undefined,
        },
    notify: {
      whatsapp:
        e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
          ? {
              baseUrl: e.WHATSAPP_BASE_URL.replace(/\/$/, ''),
              token: e.WHATSAPP_TOKEN,
              phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            }
          : undefined,
      termii: e.TERMII_API_KEY
        ? {
            baseUrl: e.TERMII_BASE_URL.replace(/\/$/, ''),
            apiKey: e.TERMII_API_KEY,
            senderId: e.TERMII_SENDER_ID,
          }
        : undefined,
      whatsappAppSecret: e.WHATSAPP_APP_SECRET ?? loadOrCreateSecret(dataDir, 'whatsapp-double-secret'),
      whatsappVerifyToken:
        e.WHATSAPP_VERIFY_TOKEN ?? loadOrCreateSecret(dataDir, 'whatsapp-double-verify-token'),
      termiiWebhookToken: (
        e.TERMII_WEBHOOK_TOKEN ?? loadOrCreateSecret(dataDir, 'termii-double-webhook-token')
      ).replace(/[^A-Za-z0-9_-]/g, ''),
    },
  };
}

/** The embedded default keeps its own secret beside its data, created once with owner-only permissions. */
export function loadOrCreateSecret(dataDir: string, name = 'auth-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
