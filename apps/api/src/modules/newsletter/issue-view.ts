import type { NewsletterIssue } from '@portal/contract/newsletter';
import type { IssueListRow } from './queries';

/** An issue as the back office reads it. */
export function issueView(row: IssueListRow): NewsletterIssue {
  return {
    id: row.issue.id,
    state: row.issue.state as NewsletterIssue['state'],
    translations: row.issue.translations as NewsletterIssue['translations'],
    recipients: row.recipients,
    created_at: row.issue.createdAt.toISOString(),
    created_by: row.createdByName,
    sent_at: row.issue.sentAt?.toISOString() ?? null,
  };
}
