import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The rule of docs/architecture.md, "Between areas": a feature shows another area's
// components only through that area's public surface, features/<area>/index.ts.
const SRC = resolve(__dirname, '..');
const FEATURES = join(SRC, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each import of `file` that reaches into another area's folders, as "area/path". */
function reachesInto(file: string): string[] {
  const own = relative(FEATURES, file).split('/')[0];
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((specifier) => relative(FEATURES, resolve(dirname(file), specifier)).split('/'))
    .filter(
      ([area, ...rest]) =>
        area !== own && area !== '..' && rest.some((p) => p === 'components' || p === 'pages'),
    )
    .map((parts) => parts.join('/'));
}

describe('between areas', () => {
  it('no feature imports another area’s components or pages but through its index.ts', () => {
    const offences = sourceFiles(FEATURES).flatMap((file) =>
      reachesInto(file).map((target) => `${relative(SRC, file)} -> features/${target}`),
    );
    expect(offences).toEqual([]);
  });
});
