import { note, type CopyContext, type MailCopy, type MailTemplate, type NamedData } from './copy';

/** An issue of the newsletter, in the subscriber's language. */
export interface NewsletterIssueData extends NamedData {
  subject: string;
  /** The body as the server's sanitizer returned it, and its plain-text rendering. */
  html: string;
  text: string;
  /** `/subscriptions?unsubscribe=<token>`: works without an account. */
  unsubscribePath: string;
}

/** Staff wrote the subject and body in this language; the template adds the unsubscribe line. */
const issue =
  (why: string) =>
  (d: NewsletterIssueData, c: CopyContext): MailCopy => ({
    subject: d.subject,
    blocks: [{ type: 'html', html: d.html, text: d.text }, note(why, { ltr: c.link(d.unsubscribePath) })],
  });

export const newsletterIssue: MailTemplate<NewsletterIssueData> = {
  ar: issue('تصلك هذه الرسالة لأنك اشتركت في نشرتنا الإخبارية. لإلغاء الاشتراك: '),
  fr: issue('Vous recevez ce message car vous êtes inscrit à notre lettre. Pour vous désinscrire : '),
  en: issue('You receive this email because you subscribed to our newsletter. To unsubscribe: '),
};
