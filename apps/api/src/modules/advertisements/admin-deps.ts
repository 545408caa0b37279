import type { AccountDeps } from '../auth/service';

/** What the back office and the life cycle of advertisements need: the database and the mail outbox. */
export type AdminAdsDeps = Pick<AccountDeps, 'db' | 'enqueueMail' | 'notifyMail'>;
