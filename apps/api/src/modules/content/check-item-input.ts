import type { contentItemBodySchema } from '@portal/contract/content';
import { PAGE_KEYS, type ContentKind } from '@portal/contract/content-values';
import { LOCALES } from '@portal/contract/locale';
import type { ValidationKey } from '@portal/contract/validation';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { slugBase } from '../../platform/slug';
import { searchDocument } from '../listings/service';
import { selectFiles } from './file-queries';
import {
  selectIdsOfKind,
  selectItemBySlug,
  selectSlugsLike,
  type ItemRow,
  type TranslationRow,
} from './queries';
import { bodyText, sanitizeBody } from './sanitize';
import { fileReferences } from './view';

/** A create or update body as the route parsed it (defaults applied). */
export type ContentItemInput = z.output<typeof contentItemBodySchema>;

const invalid = (field: string, key: ValidationKey) =>
  new AppError('validation_failed', { fieldErrors: { [field]: [key] } });

/** A free slug of a kind from a title: its readable base, then base-2, base-3… */
async function freeSlug(tx: Tx, kind: ContentKind, title: string): Promise<string> {
  const base = slugBase(title, kind.replace('_', '-'));
  const taken = await selectSlugsLike(tx, kind, base);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Checks what the contract cannot alone and prepares the row: `details.kind` must be the
 * path's kind; a page's slug is one of PAGE_KEYS; a slug given must be free in its kind (one
 * generated from the first written title always is); every file the details name must exist
 * and be of the kind its place takes; a service's branches must be branches; bodies are sanitized; the search document is built from
 * every translation. `current` is the item being edited.
 */
export async function checkItemInput(tx: Tx, kind: ContentKind, input: ContentItemInput, current?: ItemRow) {
  if (input.details.kind !== kind) throw invalid('details.kind', 'validation.content_kind_mismatch');

  const written = LOCALES.flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ locale, ...text, body: sanitizeBody(text.body) }] : [];
  });
  const translations: Omit<TranslationRow, 'itemId'>[] = written.map((t) => ({
    locale: t.locale,
    title: t.title,
    summary: t.summary,
    body: t.body,
  }));

  let slug = input.slug ?? current?.slug;
  if (kind === 'page') {
    if (!slug || !(PAGE_KEYS as readonly string[]).includes(slug))
      throw invalid('slug', 'validation.page_key');
  }
  if (slug === undefined) {
    slug = await freeSlug(tx, kind, written[0]!.title);
  } else if (slug !== current?.slug) {
    const holder = await selectItemBySlug(tx, kind, slug);
    if (holder && holder.id !== current?.id) throw invalid('slug', 'validation.slug_taken');
  }

  const references = fileReferences(input.details);
  const files = await selectFiles(
    tx,
    references.map((r) => r.id),
  );
  const fieldErrors: Record<string, ValidationKey[]> = {};
  for (const ref of references) {
    const file = files.get(ref.id);
    if (!file) fieldErrors[ref.field] = ['validation.content_file_missing'];
    else if (!(ref.kinds as readonly string[]).includes(file.kind)) {
      fieldErrors[ref.field] = ['validation.content_file_kind'];
    }
  }
  if (input.details.kind === 'service') {
    // A service names branches by id: each must be a branch (a draft one is allowed, it shows
    // once published); a service or another kind's id is refused where it was chosen.
    const branchIds = input.details.branch_ids;
    const branches = await selectIdsOfKind(tx, 'branch', branchIds);
    branchIds.forEach((id, i) => {
      if (!branches.has(id)) fieldErrors[`details.branch_ids.${i}`] = ['validation.content_branch_unknown'];
    });
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });

  const address = input.details.kind === 'branch' ? Object.values(input.details.address) : [];
  const searchText = searchDocument([
    ...written.flatMap((t) => [t.title, t.summary, bodyText(t.body)]),
    ...address,
  ]);
  return { slug, translations, searchText, files };
}

/**
 * When an item is public from: the time chosen, else (published at once) the time it was first
 * published, kept across edits, or now.
 */
export function publishedAtOf(input: ContentItemInput, current: ItemRow | undefined, now: Date): Date {
  if (input.publish_at !== null) return new Date(input.publish_at);
  if (current && current.status === 'published' && current.publishAt === null) return current.publishedAt;
  return now;
}

/** What the audit log keeps of an item: its fields, and of each text its title and length. */
export function itemSnapshot(
  row: Pick<ItemRow, 'kind' | 'slug' | 'status' | 'publishAt' | 'details'>,
  translations: readonly Omit<TranslationRow, 'itemId'>[],
): Record<string, unknown> {
  return {
    kind: row.kind,
    slug: row.slug,
    status: row.status,
    publish_at: row.publishAt?.toISOString() ?? null,
    details: row.details,
    titles: Object.fromEntries(translations.map((t) => [t.locale, t.title])),
    summaries: Object.fromEntries(translations.map((t) => [t.locale, t.summary])),
    body_chars: Object.fromEntries(translations.map((t) => [t.locale, t.body.length])),
  };
}
