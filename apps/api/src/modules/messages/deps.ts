import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';
import type { Storage } from '../../platform/storage';

/** What the messages area needs from the rest of the app, passed in (easy to test). */
export interface MessagesDeps {
  db: Db;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
  /** Where photos sent in messages are kept (the private folder). */
  storage: Storage;
}
