import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';

/** What the newsletter needs from the rest of the app, passed in (easy to test). */
export interface NewsletterDeps {
  db: Db;
  config: Pick<Config, 'publicUrl'>;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<{ id: number }>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
  /** The key that signs unsubscribe links (app secret `newsletter`). */
  unsubscribeSecret: string;
}
