import type { ModerationDeps } from '../moderation/service';

/** What the payments services need: the database and the mail outbox (as moderation). */
export type PaymentsDeps = ModerationDeps;
