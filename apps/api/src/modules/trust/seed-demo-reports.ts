import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingReports, listings, users } from '../../db/schema/index';

/**
 * Demo content: karim has reported two of amina's published listings, so the
 * back office's reports queue is alive on first start. One report per user and listing (the
 * table's key): a report a moderator has handled is not filed again.
 */
const DEMO_REPORTS = [
  {
    title: 'هاتف سامسونغ غالاكسي A54 جديد',
    reason: 'fraud',
    details: 'Le vendeur demande un paiement d’avance par virement avant toute rencontre.',
    hoursAgo: 20,
  },
  {
    title: 'Réfrigérateur Condor 400 L occasion',
    reason: 'unavailable',
    details: 'Déjà vendu d’après le vendeur, mais l’annonce est toujours en ligne.',
    hoursAgo: 6,
  },
];

export async function seedDemoReports(db: Db): Promise<void> {
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['amina', 'karim']));
  const owner = people.find((u) => u.username === 'amina');
  const reporter = people.find((u) => u.username === 'karim');
  if (!owner || !reporter) return;
  for (const report of DEMO_REPORTS) {
    const [listing] = await db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.userId, owner.id), eq(listings.title, report.title)))
      .limit(1);
    if (!listing) continue;
    await db
      .insert(listingReports)
      .values({
        listingId: listing.id,
        userId: reporter.id,
        reason: report.reason,
        details: report.details,
        createdAt: new Date(Date.now() - report.hoursAgo * 60 * 60 * 1000),
      })
      .onConflictDoNothing();
  }
}
