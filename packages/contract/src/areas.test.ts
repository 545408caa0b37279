/// <reference types="node" />
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const folders = (dir: string) =>
  readdirSync(root + dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('areas', () => {
  it.each(['apps/api/src/modules', 'apps/web/src/features'])('names every folder of %s', (dir) => {
    const unknown = folders(dir).filter((name) => !(AREAS as readonly string[]).includes(name));
    expect(unknown).toEqual([]);
  });

  it('has unique names', () => {
    expect(new Set(AREAS).size).toBe(AREAS.length);
  });
});
