import type { Settings } from '@portal/contract/settings';
import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from './draft';
import { blankListingValues } from './listing-form-values';

const base = blankListingValues(
  { announcements: { default_duration_days: 30 } } as unknown as Settings,
  'DZD',
);
const key = draftKey({ kind: 'create', platform: 'sales', categoryId: 3 });

afterEach(() => window.localStorage.clear());

describe('listing drafts', () => {
  it('keeps one draft per platform and category, or per listing', () => {
    expect(key).toBe('listing-draft:create:sales:3');
    expect(draftKey({ kind: 'edit', listingId: 12 })).toBe('listing-draft:edit:12');
  });

  it('gives back what was written, over the defaults', () => {
    writeDraft(key, { ...base, title: 'Vélo', cover_photo_id: 5 });
    expect(readDraft(key, base)).toEqual({ ...base, title: 'Vélo', cover_photo_id: 5 });
    clearDraft(key);
    expect(readDraft(key, base)).toBeNull();
  });

  it('ignores a draft of another version of the listing, and broken storage', () => {
    writeDraft(key, { ...base, title: 'Old' }, '2025-01-01T00:00:00Z');
    expect(readDraft(key, base, '2025-02-01T00:00:00Z')).toBeNull();
    window.localStorage.setItem(key, '{not json');
    expect(readDraft(key, base)).toBeNull();
  });
});
