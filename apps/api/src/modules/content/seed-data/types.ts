import type { ContentDetailsBody, ContentItemBody } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';

/**
 * What the content seeder takes (seed-content.ts): files made at seed time and checked like
 * uploads, and items written through the create use case. `details` gets the id a seeded
 * file was stored under, by its key, and the ids of the branches it names.
 */
export interface SeedFile {
  key: string;
  name: string;
  bytes: () => Promise<Buffer>;
}

export interface SeedItem {
  kind: ContentKind;
  slug: string;
  status?: 'draft' | 'published';
  /** When it goes public, in days from the seeding (negative: in the past); absent: at once. */
  publishAtDaysFromNow?: number;
  translations: ContentItemBody['translations'];
  /**
   * Slugs of the branches a service names, found at seed time (seeded before it); those absent
   * are left out. `details` gets their ids, in this order.
   */
  branches?: readonly string[];
  details: (fileId: (key: string) => number, branchIds?: readonly number[]) => ContentDetailsBody;
}
