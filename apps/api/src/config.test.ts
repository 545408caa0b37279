import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('fails fast with every problem listed', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(ConfigError);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    } catch (err) {
      expect(String(err)).toContain('PORT');
      expect(String(err)).toContain('DATABASE_URL');
    }
  });
});
