import { advertisements } from '../../db/schema/index';
import { categories, regions } from '../../db/schema/index';
import type { Db } from '../../db/client';

/**
 * Tests only: an advertisement inserted straight as `active` (the ordering and the life cycle
 * that lead there are tested with their own use cases), with the fields serving reads.
 */
export async function insertActiveAd(
  db: Db,
  userId: number,
  overrides: Partial<typeof advertisements.$inferInsert> = {},
): Promise<number> {
  const [region] = await db.select({ id: regions.id }).from(regions).limit(1);
  if (!region) throw new Error('No region seeded');
  const today = new Date().toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(advertisements)
    .values({
      userId,
      status: 'active',
      fullName: 'Test Advertiser',
      name: `Ad ${Math.random().toString(36).slice(2, 8)}`,
      regionId: region.id,
      description: 'A test advertisement',
      link: 'https://example.com/offer',
      type: 'text',
      durationUnit: 'month',
      durationCount: 1,
      startDate: today,
      endDate: later,
      phone: '+213555000000',
      email: 'ads@example.com',
      paymentMethod: 'cash',
      paymentType: 'full',
      place: 'page_top_bar',
      commercialRegistryNumber: 'RC-1',
      businessActivity: 'Shop',
      location: 'website_and_app',
      amount: 1000,
      currencyCode: 'DZD',
      firstInstalment: 1000,
      locale: 'fr',
      ...overrides,
    })
    .returning({ id: advertisements.id });
  return row!.id;
}

/** Tests only: any category's id (for the `category` placement). */
export async function anyCategoryId(db: Db): Promise<number> {
  const [row] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!row) throw new Error('No category seeded');
  return row.id;
}
