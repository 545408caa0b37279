import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/mail';

/** A mail as the outbox holds it, with the one-time secrets its text part carries. */
export interface OutboxMail {
  id: number;
  to: string;
  template: string;
  locale: string;
  subject: string;
  text: string;
  html: string;
  /** The 6-digit code (the text part shows it alone on an indented line), if any. */
  code: string | undefined;
  /** The token of the link (`/verify-email?token=…` or `/reset-password/…`), if any. */
  linkToken: string | undefined;
}

function toOutboxMail(row: typeof mailOutbox.$inferSelect): OutboxMail {
  return {
    id: row.id,
    to: row.toAddress,
    template: row.template,
    locale: row.locale,
    subject: row.subject,
    text: row.text,
    html: row.html,
    code: /^ {4}(\d{6})$/m.exec(row.text)?.[1],
    linkToken: /(?:[?&]token=|\/reset-password\/)([A-Za-z0-9_-]{20,})/.exec(row.text)?.[1],
  };
}

/** Every mail queued to an address, oldest first. */
export async function mailsTo(db: Db, to: string): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(asc(mailOutbox.id));
  return rows.map(toOutboxMail);
}

/** The newest mail queued to an address (optionally of one template), or undefined. */
export async function latestMail(db: Db, to: string, template?: string): Promise<OutboxMail | undefined> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));
  const row = template ? rows.find((r) => r.template === template) : rows[0];
  return row ? toOutboxMail(row) : undefined;
}
