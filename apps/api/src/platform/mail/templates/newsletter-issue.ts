import { note, type MailTemplate, type NamedData } from './copy';

/** An issue of the newsletter, in the subscriber's language. */
export interface NewsletterIssueData extends NamedData {
  subject: string;
  /** The body as the server's sanitizer returned it, and its plain-text rendering. */
  html: string;
  text: string;
  /** `/subscriptions?unsubscribe=<token>`: works without an account. */
  unsubscribePath: string;
}

export const newsletterIssue: MailTemplate<NewsletterIssueData> = {
  ar: (d, c) => ({
    subject: d.subject,
    blocks: [
      { type: 'html', html: d.html, text: d.text },
      note('تصلك هذه الرسالة لأنك اشتركت في نشرتنا الإخبارية. لإلغاء الاشتراك: ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
  fr: (d, c) => ({
    subject: d.subject,
    blocks: [
      { type: 'html', html: d.html, text: d.text },
      note('Vous recevez ce message car vous êtes inscrit à notre lettre. Pour vous désinscrire : ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
  en: (d, c) => ({
    subject: d.subject,
    blocks: [
      { type: 'html', html: d.html, text: d.text },
      note('You receive this email because you subscribed to our newsletter. To unsubscribe: ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
};
