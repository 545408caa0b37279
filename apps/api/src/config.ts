import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, parsed once at start-up: a bad value stops the
 * start with the list of what is wrong.
 * This is the only module that touches process.env; the README's table mirrors it.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DEMO_CONTENT: booleanString.optional(),
  API_PROCESSES: z.coerce.number().int().min(1).max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: booleanString.default(false),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Portal <no-reply@portal.localhost>'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  SEARCH_INDEX: z.enum(['on', 'off']).optional(),
  EVENT_LOOP_GUARD: z.enum(['on', 'off']).default('on'),
  WARM_UP: z.enum(['on', 'off']).default('on'),
  MATCH_ALERTS_INTERVAL_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
  // Object storage (docs/operations.md, "Files and object storage"): S3_ENDPOINT set moves
  // uploaded files from DATA_DIR/uploads to the bucket.
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be http(s)://host[:port], without a path')
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  METRICS_TOKEN: z.string().min(16, 'must be 16 characters or more').optional(),
  // Web push (docs/operations.md, "Web push"): all three or none; `npx web-push generate-vapid-keys`.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be the base64url public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be the base64url private key (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
    .optional(),
});

/**
 * `readUrl`: a read replica of the server database (DATABASE_READ_URL), which public reads for
 * visitors without a session go to (db/client.ts); unset, everything reads the primary.
 */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; readUrl?: string | undefined };

/** Where uploaded files are kept: DATA_DIR/uploads, or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Addresses as endpoint/bucket/key (MinIO, most local servers) rather than bucket.endpoint/key. */
      forcePathStyle: boolean;
    };

export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /**
   * Server processes answering on the port (server.ts): one per core with the PostgreSQL
   * server, one with PGlite, whose data folder has one user at a time.
   */
  processes: number;
  demoContent: boolean;
  logLevel: string;
  trustProxy: boolean;
  publicUrl: string;
  /**
   * PUBLIC_URL when set, else undefined. Absolute addresses (mails, canonical links, link
   * previews) always use `publicUrl`, never the request's Host header, which anyone can forge;
   * this only tells whether it was configured (see publicUrlWarning).
   */
  publicOrigin: string | undefined;
  /** Where mails are written as .eml files when no SMTP server is configured. */
  mailDir: string;
  /** The local folder of uploaded files (random names, outside any served folder). */
  uploadsDir: string;
  /** Where uploaded files are stored: `uploadsDir`, or the S3_* bucket. */
  storage: StorageConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Shared rate-limit store when several API processes run. */
  redisUrl: string | undefined;
  admin: { email: string; password: string | undefined } | undefined;
  /** Captcha is off unless both keys are set (the README says so). */
  captcha: { siteKey: string; secretKey: string; verifyUrl: string } | undefined;
  /**
   * Worker threads drawing the server-rendered pages (0: on the main thread). By default one
   * per core beyond the first with the embedded database, whose one process would otherwise
   * leave them idle; none with PostgreSQL, where processes share the cores.
   */
  renderThreads: number;
  /**
   * Keyword searches answered from an in-memory index of the public listings (SEARCH_INDEX);
   * unset, on with a PostgreSQL server and off on PGlite (app.ts, docs/decisions/052).
   */
  searchIndex: boolean | undefined;
  /**
   * Whether requests are shed with 503 while the event loop falls behind (EVENT_LOOP_GUARD,
   * platform/overload.ts); the cap on requests in flight holds either way.
   */
  eventLoopGuard: boolean;
  /** Whether a process draws its first pages before it listens (WARM_UP, platform/warm-up.ts). */
  warmUp: boolean;
  /**
   * How often newly approved listings are matched against the saved searches and immediate
   * alerts sent (MATCH_ALERTS_INTERVAL_MS): "shortly after approval" without a query per approval.
   */
  matchAlertsIntervalMs: number;
  /** The bearer token GET /metrics asks for (platform/metrics.ts); unset, /metrics is not served. */
  metricsToken: string | undefined;
  /** Web push to the installed app: off unless the three VAPID_* values are set. */
  push: PushConfig | undefined;
}

/** The VAPID keys the portal signs its pushes with, and whom push services may contact. */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export class ConfigError extends Error {}

/** Relative paths are read from where the command was started (npm sets INIT_CWD in workspaces). */
export function resolveFromInvocation(p: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), p);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cores: number = availableParallelism(),
): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolveFromInvocation(e.DATA_DIR, env);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  DATABASE_READ_URL: a read replica needs its primary PostgreSQL server ' +
        '(DATABASE_URL): the embedded database has none',
    );
  }
  const database: DatabaseConfig = e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, readUrl: e.DATABASE_READ_URL }
    : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (database.kind === 'pglite' && e.API_PROCESSES !== undefined && e.API_PROCESSES > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  API_PROCESSES: more than one process needs a PostgreSQL server ' +
        '(DATABASE_URL): the embedded database is opened by one process at a time',
    );
  }
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database,
    processes: e.API_PROCESSES ?? (database.kind === 'postgres' ? cores : 1),
    // Demo content is on for the embedded database (a newcomer's portal), off for a server.
    demoContent: e.DEMO_CONTENT ?? database.kind === 'pglite',
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicOrigin: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mailDir: path.join(dataDir, 'mail'),
    uploadsDir,
    storage: storageConfig(e, uploadsDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    admin: e.ADMIN_EMAIL ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    renderThreads: e.RENDER_THREADS ?? (database.kind === 'pglite' ? cores - 1 : 0),
    searchIndex: e.SEARCH_INDEX === undefined ? undefined : e.SEARCH_INDEX === 'on',
    eventLoopGuard: e.EVENT_LOOP_GUARD === 'on',
    warmUp: e.WARM_UP === 'on',
    matchAlertsIntervalMs: e.MATCH_ALERTS_INTERVAL_MS,
    metricsToken: e.METRICS_TOKEN,
    push: pushConfig(e),
    captcha:
      e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_SECRET_KEY
        ? {
            siteKey: e.RECAPTCHA_SITE_KEY,
            secretKey: e.RECAPTCHA_SECRET_KEY,
            verifyUrl: e.RECAPTCHA_VERIFY_URL,
          }
        : undefined,
  };
}

/** None of VAPID_* set: push is off. Some set: all three are required. */
function pushConfig(e: z.infer<typeof envSchema>): PushConfig | undefined {
  const names = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;
  const missing = names.filter((name) => !e[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when another VAPID_* value is set`).join('\n')}`,
    );
  }
  return { publicKey: e.VAPID_PUBLIC_KEY!, privateKey: e.VAPID_PRIVATE_KEY!, subject: e.VAPID_SUBJECT! };
}

/** S3_ENDPOINT unset: the local folder. Set: the bucket and both keys are required. */
function storageConfig(e: z.infer<typeof envSchema>, uploadsDir: string): StorageConfig {
  if (!e.S3_ENDPOINT) return { kind: 'local', dir: uploadsDir };
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when S3_ENDPOINT is set`).join('\n')}`,
    );
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
  };
}

/**
 * What the server logs at start when PUBLIC_URL is unset while it listens beyond this machine:
 * its pages would then give visitors addresses on localhost. Undefined when all is well.
 */
export function publicUrlWarning(
  config: Pick<Config, 'publicOrigin' | 'publicUrl' | 'host'>,
): string | undefined {
  if (config.publicOrigin || ['localhost', '127.0.0.1', '::1'].includes(config.host)) return undefined;
  return `PUBLIC_URL is not set: pages and mails link to ${config.publicUrl}; set it to the portal's public address`;
}
