import type { NewsletterIssue } from '@portal/contract/newsletter';
import type { NewsletterDeps } from './deps';
import { issueView } from './issue-view';
import { selectIssues } from './queries';

/** The newest issues first, with how many mails each queued. */
export async function listIssues(deps: Pick<NewsletterDeps, 'db'>): Promise<NewsletterIssue[]> {
  return (await selectIssues(deps.db, 100)).map(issueView);
}
