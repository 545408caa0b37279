/**
 * Fails when a translation key is missing from any catalog, or defined but never used,
 * so no screen shows a raw key in any of the three languages. Run by `npm run lint`. Keys
 * built at run time are declared below with the list they come from, so they are checked too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@portal/contract/locale';
import { ROUTES } from '@portal/contract/routes';
import { CONTENT_CATEGORIES } from '@portal/contract/content-values';
import { MULTIMEDIA_TYPES } from '@portal/contract/settings';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '..', 'src');
const localesDir = path.join(src, 'locales');

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, out: Set<string>): void {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.add(prefix);
  }
}

function keysOf(locale: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(path.join(localesDir, locale))) {
    if (!file.endsWith('.json')) continue;
    const area = file.replace(/\.json$/, '');
    flatten(JSON.parse(readFileSync(path.join(localesDir, locale, file), 'utf8')), area, keys);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Keys the code builds from a list: `routes.<name>.title|description` for every page route. */
const dynamicKeys = new Set<string>([
  ...ROUTES.filter((r) => !('redirectTo' in r)).flatMap((r) => [
    `routes.${r.name}.title`,
    `routes.${r.name}.description`,
  ]),
  'routes.not-found.title',
  'routes.not-found.description',
  // The CMS's fixed categories and library types (contract/content-values.ts, settings.ts).
  ...Object.entries(CONTENT_CATEGORIES).flatMap(([kind, keys]) =>
    keys.map((key) => `content.category.${kind}.${key}`),
  ),
  ...MULTIMEDIA_TYPES.map((type) => `content.media.type.${type}`),
]);

const problems: string[] = [];
const catalogs = Object.fromEntries(LOCALES.map((l) => [l, keysOf(l)]));
const allKeys = new Set(LOCALES.flatMap((l) => [...catalogs[l]!]));

// Plural forms differ by language (Arabic has six); compare keys by their base.
const base = (key: string) => key.replace(PLURAL_SUFFIX, '');
for (const locale of LOCALES) {
  const bases = new Set([...catalogs[locale]!].map(base));
  for (const key of new Set([...allKeys].map(base))) {
    if (!bases.has(key)) problems.push(`missing in ${locale}: ${key}`);
  }
}
for (const key of dynamicKeys) {
  for (const locale of LOCALES)
    if (!catalogs[locale]!.has(key)) problems.push(`missing in ${locale}: ${key}`);
}

const code = sourceFiles(src)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');
for (const key of new Set([...allKeys].map(base))) {
  if (dynamicKeys.has(key)) continue;
  if (!code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``)) {
    problems.push(`unused: ${key}`);
  }
}

if (problems.length > 0) {
  console.error(`Translation catalogs have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Translations OK: ${allKeys.size} keys in ${LOCALES.join(', ')}.`);
