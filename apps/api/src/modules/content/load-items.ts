import type {
  AdminContentItem,
  ContentDetailsBody,
  ContentItem,
  ServiceBranch,
} from '@portal/contract/content';
import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { selectFiles } from './file-queries';
import { selectEditorNames, selectTranslations, selectVisibleOfKind, type ItemRow } from './queries';
import { fileReferences, toAdminItem, toContentItem, toServiceBranch, type BranchParts } from './view';

/** The translations and files of rows, read in two queries. */
async function readParts(db: Tx, rows: readonly ItemRow[]) {
  const ids = rows.map((r) => r.id);
  const fileIds = rows.flatMap((r) => fileReferences(r.details as ContentDetailsBody).map((ref) => ref.id));
  const [translations, files] = await Promise.all([selectTranslations(db, ids), selectFiles(db, fileIds)]);
  return { translations, files };
}

/** The public branches the services among rows name, with their translations (two more queries, or none). */
async function readBranches(db: Tx, rows: readonly ItemRow[]): Promise<Map<number, BranchParts>> {
  const named = rows.flatMap((r) => {
    const details = r.details as ContentDetailsBody;
    return details.kind === 'service' ? details.branch_ids : [];
  });
  return readBranchParts(db, named);
}

async function readBranchParts(db: Tx, ids: readonly number[]): Promise<Map<number, BranchParts>> {
  const branches = await selectVisibleOfKind(db, 'branch', [...new Set(ids)]);
  const translations = await selectTranslations(
    db,
    branches.map((b) => b.id),
  );
  return new Map(branches.map((row) => [row.id, { row, translations: translations.get(row.id) ?? [] }]));
}

/** Public items of rows, in the reader's language; rows that cannot be shown are left out. */
export async function publicItems(
  db: Tx,
  rows: readonly ItemRow[],
  locale: Locale,
  options: { withBody: boolean },
): Promise<ContentItem[]> {
  const [{ translations, files }, branches] = await Promise.all([
    readParts(db, rows),
    readBranches(db, rows),
  ]);
  return rows.flatMap(
    (row) => toContentItem(row, translations.get(row.id) ?? [], { files, branches }, locale, options) ?? [],
  );
}

/** Items of rows as staff edit them. */
export async function adminItems(db: Tx, rows: readonly ItemRow[]): Promise<AdminContentItem[]> {
  const editorIds = rows.flatMap((r) => (r.updatedBy === null ? [] : [r.updatedBy]));
  const [{ translations, files }, editors] = await Promise.all([
    readParts(db, rows),
    selectEditorNames(db, [...new Set(editorIds)]),
  ]);
  return rows.map((row) =>
    toAdminItem(
      row,
      translations.get(row.id) ?? [],
      files,
      row.updatedBy === null ? null : (editors.get(row.updatedBy) ?? null),
    ),
  );
}

/** The public branches among `ids`, in the order of `ids`, in the reader's language. */
export async function publicBranches(
  db: Tx,
  ids: readonly number[],
  locale: Locale,
): Promise<ServiceBranch[]> {
  const parts = await readBranchParts(db, ids);
  return ids.flatMap((id) => toServiceBranch(parts.get(id), locale) ?? []);
}
