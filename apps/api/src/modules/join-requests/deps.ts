import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { MailRequest } from '../../platform/mail/enqueue-mail';
import type { Storage } from '../../platform/storage';

/** What join requests need from the rest of the app, passed in (easy to test). */
export interface JoinRequestsDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'publicUrl'>;
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>;
  /** Wakes the mail worker after the transaction committed. */
  notifyMail: () => void;
}
