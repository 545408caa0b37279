import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';

/** What the contact area needs from the rest of the app, passed in (easy to test). */
export interface ContactDeps {
  db: Db;
  config: Config;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
}
