import { pathFor } from '@portal/contract/routes';
import { useId, useState } from 'react';
import { Link } from '../../../../ui/link';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../ui/button';
import { UserText } from '../../../../ui/user-text';
import { ConversationEvidence } from '../../../messages';
import type { ConversationReportGroup } from '../api/reports';
import { PersonRecord } from './person-record';
import { ReportActions } from './report-actions';
import { ReportItemFrame } from './report-item-parts';

/**
 * A reported (or flagged) conversation in the reports queue: the listing it is about, its two
 * people with their records, the reasons, how many messages raised a flag, and the messages
 * as evidence — shown only when the moderator opens them, since opening them is the reading
 * the audit log keeps — then the actions.
 */
export function ConversationReportCard({ item }: { item: ConversationReportGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const evidenceId = useId();
  const [open, setOpen] = useState(false);
  return (
    <ReportItemFrame
      item={item}
      headingId={headingId}
      testId="report-conversation"
      title={
        <>
          <span className="me-2 rounded bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
            {t('admin-trust.reports.conversation')}
          </span>
          <Link
            to={pathFor('admin-review', { id: item.listing.id })}
            className="text-brand-800 hover:underline"
          >
            <UserText>{item.listing.title}</UserText>
          </Link>
        </>
      }
    >
      {item.flagged_messages > 0 ? (
        <p className="text-sm text-red-800" data-testid="flagged-messages">
          {t('admin-trust.reports.flagged_messages', {
            count: item.flagged_messages,
            n: formatNumber(locale, item.flagged_messages),
          })}
        </p>
      ) : null}
      {item.people.map((person) => (
        <PersonRecord
          key={person.side}
          label={t(person.side === 'buyer' ? 'admin-trust.reports.buyer' : 'admin-trust.reports.seller')}
          person={person}
          deleted={person.deleted}
        />
      ))}
      <Button
        variant="secondary"
        className="text-sm"
        aria-expanded={open}
        aria-controls={evidenceId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? 'admin-trust.reports.hide_messages' : 'admin-trust.reports.read_messages')}
      </Button>
      <div id={evidenceId}>
        {open ? <ConversationEvidence conversationId={item.conversation_id} /> : null}
      </div>
      <ReportActions item={item} />
    </ReportItemFrame>
  );
}
