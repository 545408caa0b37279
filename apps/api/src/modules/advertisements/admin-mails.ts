import type { Settings } from '@portal/contract/settings';
import type { Tx } from '../../db/client';
import type { MailAttachment, MailRequest } from '../../platform/mail/enqueue-mail';
import type { MailMessage } from '../../platform/mail/templates/render-mail';
import type { AdminAdsDeps } from './admin-deps';
import { findUser } from './admin-queries';
import type { AdvertisementRow } from './queries';

type AdTemplate = Extract<MailMessage['template'], `advertisement_${string}`>;
type DataOf<T extends AdTemplate> = Extract<MailMessage, { template: T }>['data'];

/**
 * Writes a mail about an order's change to the outbox, in the transaction of the change, in the
 * order's language (the advertiser's at ordering), to the advertiser's account address (verified
 * at sign-up; the order's contact address is not). A deleted account gets none. `settings` are
 * read before the transaction (the embedded database has one connection); the caller wakes the
 * mail worker after commit.
 */
export async function mailAdvertiser<T extends AdTemplate>(
  deps: AdminAdsDeps,
  tx: Tx,
  ad: AdvertisementRow,
  settings: Settings,
  template: T,
  data: Omit<DataOf<T>, 'name' | 'adName'>,
  attachments?: MailAttachment[],
): Promise<void> {
  const advertiser = await findUser(tx, ad.userId);
  if (!advertiser || advertiser.deletedAt) return;
  await deps.enqueueMail(tx, {
    to: advertiser.email,
    locale: ad.locale as MailRequest['locale'],
    siteName: settings.general.site_name,
    template,
    data: { name: advertiser.firstName, adName: ad.name, ...data },
    ...(attachments ? { attachments } : {}),
    // TypeScript cannot tie a generic template to its data in the union; the signature does.
  } as unknown as MailRequest);
}
