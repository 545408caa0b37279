import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';

/** What the alerts area needs from the app, passed in (easy to test). */
export interface AlertsDeps {
  db: Db;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
  /** The key that signs the alert mails' unsubscribe links (app secret `alerts-unsubscribe`). */
  unsubscribeSecret: string;
}
