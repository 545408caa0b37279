import type { Platform } from '@portal/contract/catalog';
import type { ListingFormValues } from './listing-form-values';

/**
 * The unsent form, kept in localStorage so a reload or a closed tab loses nothing:
 * one draft per platform and category while creating, one per listing while editing. Photos
 * are kept by id: they are already on the server, attached at submit.
 */
const PREFIX = 'listing-draft:';
const VERSION = 1;

interface StoredDraft {
  v: number;
  /** For an edit, the listing's `updated_at`: a draft of an older version is not restored. */
  stamp: string | null;
  values: Partial<ListingFormValues>;
}

export type DraftTarget =
  { kind: 'create'; platform: Platform; categoryId: number } | { kind: 'edit'; listingId: number };

export function draftKey(target: DraftTarget): string {
  return target.kind === 'create'
    ? `${PREFIX}create:${target.platform}:${target.categoryId}`
    : `${PREFIX}edit:${target.listingId}`;
}

/** The draft over `base` (so fields added later get their default), or null when none fits. */
export function readDraft(
  key: string,
  base: ListingFormValues,
  stamp: string | null = null,
): ListingFormValues | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as StoredDraft;
    if (draft.v !== VERSION || draft.stamp !== stamp || typeof draft.values !== 'object') return null;
    const values = { ...base };
    for (const field of Object.keys(base) as (keyof ListingFormValues)[]) {
      const value = draft.values[field];
      if (value !== undefined && typeof value === typeof base[field])
        Object.assign(values, { [field]: value });
      // cover_photo_id is a number or null; null's typeof differs from a number's.
      if (field === 'cover_photo_id' && (value === null || typeof value === 'number'))
        values.cover_photo_id = value;
    }
    return values;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: ListingFormValues, stamp: string | null = null): void {
  try {
    const draft: StoredDraft = { v: VERSION, stamp, values };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the form still works, without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
