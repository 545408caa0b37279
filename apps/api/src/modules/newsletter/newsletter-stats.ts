import type { NewsletterStats } from '@portal/contract/newsletter';
import type { NewsletterDeps } from './deps';
import { countSubscribers } from './queries';

/** Subscribers by state and language, for the back office. */
export async function newsletterStats(deps: Pick<NewsletterDeps, 'db'>): Promise<NewsletterStats> {
  return { counts: await countSubscribers(deps.db) };
}
