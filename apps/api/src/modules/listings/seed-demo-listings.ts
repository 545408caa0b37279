import os from 'node:os';
import { listingBodySchema, type ListingBody } from '@portal/contract/listings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, listings, users } from '../../db/schema/index';
import { createLocalStorage, type Storage } from '../../platform/storage';
import { flagListing, clearFlags } from '../trust/service';
import { createListing } from './create-listing';
import { seedDemoAds } from './seed-demo-data/seed';

type DemoListing = Omit<ListingBody, 'category_id' | 'sub_category_id' | 'filter_id' | 'duration_days'> & {
  /** The filter (leaf category) it is posted under; its sub-category and category follow. */
  filterSlug: string;
};

/** Approved listings of the demo account, in Arabic and French, on both platforms. */
const DEMO_LISTINGS: DemoListing[] = [
  {
    platform: 'sales',
    filterSlug: 'sedans',
    title: 'سيارة رونو سامبول 2018 للبيع',
    description:
      'سيارة رونو سامبول موديل 2018، محرك ديزل، 95 ألف كلم، حالة ممتازة، الوثائق كاملة. السعر قابل للتفاوض.',
    price_type: 'negotiable',
    price: 165_000_000,
    region_id: 16,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'sales',
    filterSlug: 'apartment-f3',
    title: 'Appartement F3 meublé à Oran',
    description:
      'Bel appartement F3 de 75 m² au 3e étage avec ascenseur, quartier calme près du tramway, acte notarié et livret foncier.',
    price_type: 'fixed',
    price: 1_450_000_000,
    region_id: 31,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'sales',
    filterSlug: 'samsung',
    title: 'هاتف سامسونغ غالاكسي A54 جديد',
    description:
      'هاتف سامسونغ غالاكسي A54 بذاكرة 128 جيغا، جديد في علبته مع الضمان. التوصيل ممكن إلى كل الولايات.',
    price_type: 'fixed',
    price: 6_500_000,
    region_id: 25,
    advertiser_characteristic: 'store',
    has_delivery: true,
  },
  {
    platform: 'sales',
    filterSlug: 'refrigerators',
    title: 'Réfrigérateur Condor 400 L occasion',
    description:
      'Réfrigérateur Condor no frost de 400 litres, utilisé deux ans, fonctionne parfaitement. À récupérer sur place à Blida.',
    price_type: 'fixed',
    price: 4_200_000,
    region_id: 9,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'announcements',
    filterSlug: 'tutoring-secondary',
    title: 'Cours de mathématiques pour le BAC',
    description:
      'Professeur de lycée expérimenté donne des cours de mathématiques et de physique à domicile pour les élèves de terminale.',
    price_type: 'fixed',
    price: 200_000,
    region_id: 16,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'announcements',
    filterSlug: 'moving-within-wilaya',
    title: 'نقل الأثاث داخل الولاية بأسعار معقولة',
    description:
      'خدمة نقل الأثاث والتغليف والتركيب داخل ولاية الجزائر، شاحنة مغطاة وعمال محترفون، متوفرون طوال الأسبوع.',
    price_type: 'on_request',
    region_id: 16,
    advertiser_characteristic: 'company',
  },
  {
    platform: 'announcements',
    filterSlug: 'ac-installation',
    title: 'تركيب وصيانة المكيفات الهوائية',
    description:
      'تقني مختص في تركيب وصيانة المكيفات بجميع أنواعها مع ضمان على العمل. نتنقل إلى المنازل والمحلات في وهران.',
    price_type: 'range',
    price_min: 300_000,
    price_max: 800_000,
    region_id: 31,
    advertiser_characteristic: 'individual',
  },
];

/** The filter's sub-category and category, read from the tree. */
async function branchOf(db: Db, platform: string, slug: string) {
  const [filter] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.platform, platform), eq(categories.slug, slug)));
  if (!filter?.parentId) return undefined;
  const [sub] = await db.select().from(categories).where(eq(categories.id, filter.parentId));
  if (!sub?.parentId) return undefined;
  return { category_id: sub.parentId, sub_category_id: sub.id, filter_id: filter.id };
}

/**
 * Listings of the demo account waiting for review, so the back office's queue is alive
 * on first start: in Arabic and French, on both platforms, submitted hours to a day ago.
 */
const PENDING_DEMO_LISTINGS: DemoListing[] = [
  {
    platform: 'sales',
    filterSlug: 'samsung',
    title: 'Samsung Galaxy S21 reconditionné',
    description:
      'Samsung Galaxy S21 de 256 Go reconditionné, batterie neuve, écran sans rayure, vendu avec chargeur et coque.',
    price_type: 'negotiable',
    price: 7_800_000,
    region_id: 16,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'announcements',
    filterSlug: 'tutoring-secondary',
    title: 'دروس خصوصية في اللغة الفرنسية',
    description:
      'أستاذة لغة فرنسية تقدم دروساً خصوصية لتلاميذ الثانوي والتحضير لامتحان البكالوريا، في المنزل أو عن بعد.',
    price_type: 'fixed',
    price: 150_000,
    region_id: 31,
    advertiser_characteristic: 'individual',
  },
  {
    platform: 'sales',
    filterSlug: 'refrigerators',
    title: 'ثلاجة سامسونغ بحالة جيدة',
    description:
      'ثلاجة سامسونغ بسعة 350 لتر، مستعملة ثلاث سنوات وتعمل جيداً. البيع بسبب الانتقال إلى منزل جديد.',
    price_type: 'fixed',
    price: 3_500_000,
    region_id: 25,
    advertiser_characteristic: 'individual',
  },
];

/**
 * Demo content: runs after the demo accounts, once (the account's first listing marks it done):
 * amina's few listings (the journeys and the README's table rely on them), then the living
 * portal's hundreds of ads of the other demo sellers (seed-demo-data/), photos written to
 * `storage` when given.
 */
export async function seedDemoListings(db: Db, { storage }: { storage?: Storage } = {}): Promise<void> {
  const [owner] = await db.select().from(users).where(eq(users.username, 'amina'));
  if (!owner) return;
  // amina's listings have no photos, so the storage is never written to for them.
  const deps = { db, storage: storage ?? createLocalStorage(os.tmpdir(), { flush: false }) };
  const [existing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(eq(listings.userId, owner.id))
    .limit(1);
  if (!existing) {
    for (const [index, { filterSlug, ...listing }] of DEMO_LISTINGS.entries()) {
      const branch = await branchOf(db, listing.platform, filterSlug);
      if (!branch) continue;
      const input = listingBodySchema.parse({ ...listing, ...branch, duration_days: 30 });
      const row = await createListing(deps, owner.id, input);
      // Published as a moderator would (moderation is the back office's), a few hours apart,
      // each submitted an hour before; the decision settles the automatic flags.
      const publishedAt = new Date(Date.now() - (index + 1) * 3 * 60 * 60 * 1000);
      await db
        .update(listings)
        .set({
          status: 'approved',
          publishedAt,
          expiresAt: new Date(publishedAt.getTime() + 30 * 86_400_000),
          createdAt: new Date(publishedAt.getTime() - 60 * 60 * 1000),
        })
        .where(eq(listings.id, row.id));
      await clearFlags(db, row.id);
    }
  }
  await seedPendingDemoListings(deps, owner.id);
  await seedDemoAds(db, storage);
}

/**
 * The pending ones, each added once by title: a database seeded before they existed gets
 * them too, and one a moderator has since approved or rejected is not added again.
 */
async function seedPendingDemoListings(deps: { db: Db; storage: Storage }, ownerId: number) {
  const { db } = deps;
  for (const [index, { filterSlug, ...listing }] of PENDING_DEMO_LISTINGS.entries()) {
    const [seeded] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.userId, ownerId), eq(listings.title, listing.title)))
      .limit(1);
    if (seeded) continue;
    const branch = await branchOf(db, listing.platform, filterSlug);
    if (!branch) continue;
    const input = listingBodySchema.parse({ ...listing, ...branch, duration_days: 30 });
    const row = await createListing(deps, ownerId, input);
    // Submitted a while ago (until approval, published_at is the submission time), oldest first;
    // the flags are evaluated again at that time (the seeder's own burst is not the author's).
    const submittedAt = new Date(Date.now() - (PENDING_DEMO_LISTINGS.length - index) * 8 * 60 * 60 * 1000);
    await db
      .update(listings)
      .set({
        publishedAt: submittedAt,
        expiresAt: new Date(submittedAt.getTime() + 30 * 86_400_000),
        createdAt: submittedAt,
      })
      .where(eq(listings.id, row.id));
    await flagListing(db, row, submittedAt);
  }
}
