import { LOCALES } from '@portal/contract/locale';
import type { NewsletterIssue, NewsletterTranslation } from '@portal/contract/newsletter';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { NewsletterDeps } from './deps';
import { issueView } from './issue-view';
import { insertIssue, selectIssue } from './queries';
import { sanitizeIssueBody } from './sanitize-body';

type Translations = Partial<Record<(typeof LOCALES)[number], NewsletterTranslation>>;

/**
 * Saves an issue written in the back office. Each body is sanitized here, as the CMS does, so
 * what staff pasted can never carry a script or a tracker into subscribers' mailboxes; a body
 * left empty by the sanitizer is refused.
 */
export async function createIssue(
  deps: NewsletterDeps,
  actorId: number,
  input: { translations: Translations },
): Promise<NewsletterIssue> {
  const translations: Translations = {};
  const fieldErrors: Record<string, ['validation.required']> = {};
  for (const locale of LOCALES) {
    const written = input.translations[locale];
    if (!written) continue;
    const body = sanitizeIssueBody(written.body).trim();
    if (body === '') fieldErrors[`translations.${locale}.body`] = ['validation.required'];
    translations[locale] = { subject: written.subject, body };
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });
  return deps.db.transaction(async (tx) => {
    const id = await insertIssue(tx, { translations, createdBy: actorId });
    await insertAuditEntry(tx, {
      actorId,
      action: 'newsletter_issue.create',
      subjectType: 'newsletter_issue',
      subjectId: id,
      after: { locales: Object.keys(translations) },
    });
    const row = await selectIssue(tx, id);
    if (!row) throw new Error('createIssue: the issue vanished');
    return issueView(row);
  });
}
