import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../../../test/temp-dirs';
import { createLocalStorage } from '../../platform/storage';
import type { ListingsDeps } from './deps';
import { uploadPhoto } from './upload-photo';

const tempDir = tempDirs();

describe('uploadPhoto', () => {
  it('removes the files it wrote when the database refuses the photo’s row', async () => {
    const root = tempDir('portal-upload-photo-');
    const refused = new Error('the database is not answering');
    // Every use of the database fails, as during a restart of the server.
    const db = new Proxy(
      {},
      {
        get: () => {
          throw refused;
        },
      },
    );
    const deps = { db, storage: createLocalStorage(root) } as unknown as ListingsDeps;
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    await expect(uploadPhoto(deps, 1, jpeg)).rejects.toBe(refused);
    expect(readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
  });
});
