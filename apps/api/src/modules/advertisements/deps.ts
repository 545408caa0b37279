import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';
import type { Storage } from '../../platform/storage';

/** What advertisements need from the rest of the app, passed in (easy to test). */
export interface AdvertisementsDeps {
  db: Db;
  storage: Storage;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
}
