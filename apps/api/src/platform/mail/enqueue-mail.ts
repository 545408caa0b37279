import type { LocalizedText } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema/mail';
import { renderMail, type MailMessage, type RenderOptions } from './templates/render-mail';

/** One mail to send: its recipient, and a template with its data in the recipient's language. */
export type MailRequest = MailMessage & {
  to: string;
  /** The configured site name (settings), when the caller has it; the default otherwise. */
  siteName?: LocalizedText | undefined;
  /** Extra headers (a newsletter's List-Unsubscribe); names and values on one line each. */
  headers?: Record<string, string> | undefined;
  /** Files sent with the mail (a calendar event, an invoice); stored with it in the outbox. */
  attachments?: MailAttachment[] | undefined;
};

export type { MailAttachment };

/** A file name on one line without a path, so it cannot break the MIME headers or point elsewhere. */
const SAFE_FILENAME = /^[^\\/"\p{Cc}]{1,200}$/u;
/** `type/subtype` with optional parameters, on one line. */
const SAFE_CONTENT_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.-]+=[^\r\n;]+)*$/;

/** A single plain address: a list, a display name or a line break here would be a bug upstream. */
const SINGLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+$/;

/**
 * Renders the mail and writes it to the outbox. Pass the transaction of the change that
 * causes the mail, so both commit or neither does; the worker delivers it afterwards.
 * Call `notifyMailWorkers()` (or `app.mail.notify()`) once the transaction has committed,
 * so the mail leaves at once instead of at the next poll.
 */
export async function enqueueMail(
  db: Tx,
  mail: MailRequest,
  options: Pick<RenderOptions, 'publicUrl'>,
): Promise<{ id: number }> {
  if (Object.entries(mail.headers ?? {}).some(([name, value]) => /[\r\n]/.test(name + value))) {
    throw new Error(`enqueueMail: a header must hold one line (template ${mail.template})`);
  }
  if (!SINGLE_ADDRESS.test(mail.to)) {
    throw new Error(`enqueueMail: "to" must be one plain email address (template ${mail.template})`);
  }
  for (const file of mail.attachments ?? []) {
    if (!SAFE_FILENAME.test(file.filename) || !SAFE_CONTENT_TYPE.test(file.contentType)) {
      throw new Error(
        `enqueueMail: an attachment needs a plain file name and type (template ${mail.template})`,
      );
    }
  }
  const rendered = renderMail(mail, { publicUrl: options.publicUrl, siteName: mail.siteName });
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      locale: rendered.locale,
      template: mail.template,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers: mail.headers ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('enqueueMail: the outbox insert returned no row');
  return { id: row.id };
}

/* Waking the workers of this process. Other processes find the mail at their next poll. */

type Wake = () => void;
const wakeListeners = new Set<Wake>();

/** Wakes every mail worker running in this process, so due mails go out now. */
export function notifyMailWorkers(): void {
  for (const wake of wakeListeners) wake();
}

/** Used by the worker: subscribe to `notifyMailWorkers()`; returns the unsubscribe function. */
export function onMailNotify(wake: Wake): () => void {
  wakeListeners.add(wake);
  return () => {
    wakeListeners.delete(wake);
  };
}
