import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicUrlWarning } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded database with demo content', () => {
    const c = loadConfig({ INIT_CWD: '/srv/portal' });
    expect(c.port).toBe(3000);
    expect(c.database).toEqual({ kind: 'pglite', dataDir: '/srv/portal/data/pglite' });
    expect(c.demoContent).toBe(true);
    expect(c.env).toBe('production');
  });

  it('uses a PostgreSQL server without demo content unless asked', () => {
    const c = loadConfig({ DATABASE_URL: 'postgres://u@h/db' });
    expect(c.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db' });
    expect(c.demoContent).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_CONTENT: 'true' }).demoContent).toBe(true);
    expect(loadConfig({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
  });

  it('runs one process per core with a PostgreSQL server, one with PGlite, or as many as asked', () => {
    const server = { DATABASE_URL: 'postgres://u@h/db' };
    expect(loadConfig(server, 4).processes).toBe(4);
    expect(loadConfig({ ...server, API_PROCESSES: '2' }, 4).processes).toBe(2);
    expect(loadConfig({ ...server, API_PROCESSES: '1' }, 4).processes).toBe(1);
    expect(loadConfig({}, 4).processes).toBe(1);
    expect(loadConfig({ API_PROCESSES: '1' }, 4).processes).toBe(1);
    expect(loadConfig(server).processes).toBeGreaterThanOrEqual(1);
    for (const bad of ['0', '-2', '1.5', 'many'])
      expect(() => loadConfig({ ...server, API_PROCESSES: bad }), bad).toThrow(/API_PROCESSES/);
    // PGlite's folder is opened by one process: more is a mistake to say, not to work around.
    expect(() => loadConfig({ API_PROCESSES: '2' }, 4)).toThrow(ConfigError);
    expect(() => loadConfig({ API_PROCESSES: '2' }, 4)).toThrow(/API_PROCESSES.*PostgreSQL/);
  });

  it('fails fast with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String(err)).toContain('PORT');
      expect(String(err)).toContain('DATABASE_URL');
    }
  });

  it('reads relative folders from where the command started, and keeps absolute ones', () => {
    const relative = loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'var/data' });
    expect(relative.dataDir).toBe('/srv/portal/var/data');
    expect(relative.mailDir).toBe('/srv/portal/var/data/mail');
    expect(relative.uploadsDir).toBe('/srv/portal/var/data/uploads');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/mnt/portal' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/mnt/portal/pglite',
    });
  });

  it('treats an empty variable as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '', LOG_LEVEL: '', PUBLIC_URL: '' });
    expect(c.port).toBe(3000);
    expect(c.database.kind).toBe('pglite');
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('reads ports, booleans and log levels', () => {
    expect(loadConfig({ PORT: '8080' }).port).toBe(8080);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    for (const bad of ['65536', '-1', '80.5'])
      expect(() => loadConfig({ PORT: bad }), bad).toThrow(ConfigError);
    for (const yes of ['true', '1', 'yes']) expect(loadConfig({ TRUST_PROXY: yes }).trustProxy).toBe(true);
    for (const no of ['false', '0', 'no']) expect(loadConfig({ TRUST_PROXY: no }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(ConfigError);
    expect(loadConfig({}).eventLoopGuard).toBe(true);
    expect(loadConfig({ EVENT_LOOP_GUARD: 'off' }).eventLoopGuard).toBe(false);
    expect(() => loadConfig({ EVENT_LOOP_GUARD: 'no' })).toThrow(ConfigError);
    expect(loadConfig({}).warmUp).toBe(true);
    expect(loadConfig({ WARM_UP: 'off' }).warmUp).toBe(false);
    expect(() => loadConfig({ WARM_UP: 'later' })).toThrow(ConfigError);
    expect(loadConfig({}).matchAlertsIntervalMs).toBe(30_000);
    expect(loadConfig({ MATCH_ALERTS_INTERVAL_MS: '2000' }).matchAlertsIntervalMs).toBe(2_000);
    expect(() => loadConfig({ MATCH_ALERTS_INTERVAL_MS: '10' })).toThrow(ConfigError);
    expect(() => loadConfig({ MATCH_ALERTS_INTERVAL_MS: 'soon' })).toThrow(ConfigError);
  });

  it('derives the public address from the port, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.dz/' }).publicUrl).toBe(
      'https://portal.example.dz',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example.dz' })).toThrow(ConfigError);
  });

  it('keeps the public origin only when PUBLIC_URL is set', () => {
    expect(loadConfig({ PORT: '4000' }).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.dz/' }).publicOrigin).toBe(
      'https://portal.example.dz',
    );
  });

  it('warns at start when PUBLIC_URL is unset and the server listens beyond this machine', () => {
    expect(publicUrlWarning(loadConfig({ PORT: '4000' }))).toContain('http://localhost:4000');
    expect(publicUrlWarning(loadConfig({ HOST: '10.0.0.5' }))).toContain('PUBLIC_URL');
    expect(publicUrlWarning(loadConfig({ HOST: '127.0.0.1' }))).toBeUndefined();
    expect(publicUrlWarning(loadConfig({ HOST: 'localhost' }))).toBeUndefined();
    expect(publicUrlWarning(loadConfig({ PUBLIC_URL: 'https://portal.example.dz' }))).toBeUndefined();
  });

  it('accepts both PostgreSQL URL schemes and checks the other services', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h:5432/db' }).database.kind).toBe('postgres');
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'mail.example.dz:25' })).toThrow(ConfigError);
  });

  it('routes reads to DATABASE_READ_URL only beside a PostgreSQL primary', () => {
    expect(
      loadConfig({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_READ_URL: 'postgres://u@replica/db' })
        .database,
    ).toEqual({ kind: 'postgres', url: 'postgres://u@primary/db', readUrl: 'postgres://u@replica/db' });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@primary/db' }).database).toMatchObject({
      readUrl: undefined,
    });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://u@replica/db' })).toThrow(
      /DATABASE_READ_URL: a read replica needs its primary PostgreSQL server \(DATABASE_URL\)/,
    );
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u@primary/db', DATABASE_READ_URL: 'mysql://replica' }),
    ).toThrow(ConfigError);
  });

  it('serves /metrics only with a METRICS_TOKEN long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(32) }).metricsToken).toBe('a'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be 16 characters or more/,
    );
  });

  it('turns web push on only with the three VAPID values, each in its form', () => {
    const keys = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@portal.dz',
    };
    expect(loadConfig({}).push).toBeUndefined();
    expect(loadConfig(keys).push).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: 'mailto:ops@portal.dz',
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: required when another VAPID_\* value is set/,
    );
    expect(() => loadConfig({ ...keys, VAPID_PRIVATE_KEY: 'short' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...keys, VAPID_SUBJECT: 'ops@portal.dz' })).toThrow(/VAPID_SUBJECT/);
  });

  it('turns captcha on only with both keys, and lowercases the first admin email', () => {
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site' }).captcha).toBeUndefined();
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }).captcha).toMatchObject({
      siteKey: 'site',
      secretKey: 'secret',
    });
    expect(loadConfig({ ADMIN_EMAIL: 'Admin@Portal.DZ' }).admin).toEqual({
      email: 'admin@portal.dz',
      password: undefined,
    });
  });

  it('never repeats a secret value in its error', () => {
    try {
      loadConfig({
        DATABASE_URL: 'mysql://user:s3cret-pw@h/db',
        ADMIN_PASSWORD: 'short',
        ADMIN_EMAIL: 'a@b.dz',
      });
      expect.unreachable('the configuration should be refused');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = String(err);
      expect(text).toContain('DATABASE_URL');
      expect(text).toContain('ADMIN_PASSWORD');
      expect(text).not.toContain('s3cret-pw');
      expect(text).not.toContain('short');
    }
  });

  it('keeps files in DATA_DIR/uploads unless S3_ENDPOINT names a bucket, with both keys', () => {
    expect(loadConfig({ DATA_DIR: '/srv/data' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/data/uploads',
    });
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal-files',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'the-secret',
    };
    expect(loadConfig({ ...s3, DATA_DIR: '/srv/data' })).toMatchObject({
      uploadsDir: '/srv/data/uploads',
      storage: {
        kind: 's3',
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'portal-files',
        region: 'us-east-1',
        accessKeyId: 'key-id',
        secretAccessKey: 'the-secret',
        forcePathStyle: true,
      },
    });
    expect(loadConfig({ ...s3, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'no' }).storage).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    // Without S3_ENDPOINT the other S3 variables change nothing.
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).storage.kind).toBe('local');
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...incomplete } = s3;
    expect(() => loadConfig(incomplete)).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT is set\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'http://minio:9000/files' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Portal_Files' })).toThrow(/S3_BUCKET/);
  });
});
