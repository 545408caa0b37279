import type { NotificationKind, NotificationParams } from '@portal/contract/notification-values';
import { notificationParts } from '@portal/contract/notification-text';
import { useLocale } from '../../../lib/use-locale';
import { UserText } from '../../../ui/user-text';

/** A notification's sentence in the reader's language; people's words isolated (decision 017). */
export function NotificationSentence({
  kind,
  params,
}: {
  kind: NotificationKind;
  params: NotificationParams;
}) {
  const locale = useLocale();
  return (
    <>
      {notificationParts(locale, kind, params).map((part, i) =>
        'text' in part ? (
          <span key={i}>{part.text}</span>
        ) : part.user ? (
          <UserText key={i}>{part.value}</UserText>
        ) : (
          <bdi key={i}>{part.value}</bdi>
        ),
      )}
    </>
  );
}
