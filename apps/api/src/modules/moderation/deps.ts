import type { AccountDeps } from '../auth/service';

/** What the moderation services need from the app: the database and the mail outbox. */
export type ModerationDeps = Pick<AccountDeps, 'db' | 'enqueueMail' | 'notifyMail'>;
