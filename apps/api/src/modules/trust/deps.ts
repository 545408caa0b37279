import type { AccountDeps } from '../auth/service';

/** What the trust services need: the database, the mail outbox (and config, for verification mails). */
export type TrustDeps = AccountDeps;
