import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDirs } from '../../test/temp-dirs';
import { loadConfig } from '../config';
import { BackupError, CONTROL_FILE } from './backup';
import { backupByRunningPortal, serveBackups } from './backup-control';

const quiet = { info: () => undefined, error: () => undefined };

describe('backups asked of the running portal', () => {
  const tempDir = tempDirs();
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  /** A portal's data folder whose "database" copy is one file, and its control file. */
  async function portal() {
    const dataDir = tempDir('portal-control-');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    const copied: string[] = [];
    stop = await serveBackups(
      config,
      {
        async copyDataDir(target) {
          copied.push(target);
          mkdirSync(target);
          writeFileSync(path.join(target, 'PG_VERSION'), '17\n');
        },
      },
      quiet,
    );
    const file = path.join(dataDir, CONTROL_FILE);
    const control = JSON.parse(readFileSync(file, 'utf8')) as { port: number; token: string };
    return { config, dataDir, file, control, copied };
  }

  it('answers with the token of its control file only, readable by its user only', async () => {
    const { config, file, control, copied } = await portal();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const post = (token: string, target: unknown) =>
      fetch(`http://127.0.0.1:${control.port}/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ target }),
      });
    expect((await post('0'.repeat(64), path.join(tempDir('b-'), 'x'))).status).toBe(401);
    expect((await post(control.token, 'relative/folder')).status).toBe(400);
    expect(copied).toEqual([]);

    const target = path.join(tempDir('portal-backups-'), 'asked');
    const done = await backupByRunningPortal(config, target);
    expect(done?.pid).toBe(process.pid);
    expect(done?.manifest.database).toEqual({ kind: 'pglite', file: 'pglite' });
    expect(copied).toEqual([path.join(`${target}.partial`, 'pglite')]);
    // The command's own checks come back as its errors.
    await expect(backupByRunningPortal(config, target)).rejects.toThrow(BackupError);
  });

  it('removes its control file as it stops; a killed portal leaves one the command explains', async () => {
    const { config, file } = await portal();
    const left = readFileSync(file, 'utf8');
    await stop!();
    stop = undefined;
    expect(existsSync(file)).toBe(false);
    expect(await backupByRunningPortal(config, path.join(tempDir('b-'), 'x'))).toBeUndefined();
    writeFileSync(file, left);
    await expect(backupByRunningPortal(config, path.join(tempDir('b-'), 'x'))).rejects.toThrow(
      'does not answer for backups',
    );
  });
});
