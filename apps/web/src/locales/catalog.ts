/** One language's strings: each file locales/<lang>/<area>.json is the top-level key of its area. */
export type Catalog = Record<string, unknown>;

/** The catalog of the files of one language folder (import.meta.glob, eager, default import). */
export function catalogOf(files: Record<string, unknown>): Catalog {
  const catalog: Catalog = {};
  for (const [file, content] of Object.entries(files)) {
    const area = /\/([\w-]+)\.json$/.exec(file)?.[1];
    if (area) catalog[area] = content;
  }
  return catalog;
}
