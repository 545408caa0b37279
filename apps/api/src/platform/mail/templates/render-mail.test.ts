import { LOCALES, type Locale } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { duration, maskEmail } from './copy';
import { escapeHtml } from './escape';
import {
  absoluteLink,
  renderMail,
  TEMPLATE_NAMES,
  type MailMessage,
  type MailTemplateData,
  type TemplateName,
} from './render-mail';

const PUBLIC_URL = 'https://portal.example.dz';
const CODE = '482913';
const LINK = '/verify-email?token=abc123&sig=xyz';

/** Sample data for every template (a new template without a sample fails the type check). */
const APPOINTMENT_SAMPLE = {
  name: 'Amina',
  serviceTitle: 'Dépôt de dossier',
  branchTitle: 'Agence centrale',
  branchAddress: '12 rue Didouche Mourad, Alger',
  startsAt: '2026-12-01T09:30:00.000Z',
  timeZone: 'Africa/Algiers',
  linkPath: '/profile/appointments',
};

const AD_PERIOD_SAMPLE = {
  name: 'Amina',
  adName: 'Boulangerie Atlas',
  startDate: '2026-12-01',
  lastDate: '2026-12-07',
};
const AD_SAMPLE = {
  name: 'Amina',
  title: 'Librairie du Centre',
  place: 'home_page',
  startDate: '2026-12-01',
  endDate: '2026-12-08',
  amount: 1_200_000,
  currencyCode: 'DZD',
} as const;

const SAMPLES: { [K in TemplateName]: MailTemplateData[K] } = {
  verify_email: { name: 'Amina', code: CODE, linkPath: LINK, expiresInMinutes: 60 },
  reset_password: { name: 'Amina', code: CODE, linkPath: '/reset-password/tok3n', expiresInMinutes: 15 },
  password_changed: { name: 'Amina' },
  email_change_verify: { name: 'Amina', code: CODE, linkPath: LINK, expiresInMinutes: 30 },
  email_changed: { name: 'Amina', newEmail: 'amina.new@example.com' },
  account_deleted: { name: 'Amina' },
  listing_approved: { name: 'Amina', title: 'Appartement F3', linkPath: '/sales/show/appartement-f3-x1' },
  listing_rejected: {
    name: 'Amina',
    title: 'Appartement F3',
    reason: 'The photos are unclear.',
    linkPath: '/profile/products',
  },
  listing_expired: {
    name: 'Amina',
    title: 'Appartement F3',
    cause: 'period',
    linkPath: '/profile/products',
  },
  listing_edit_approved: {
    name: 'Amina',
    title: 'Appartement F3',
    linkPath: '/sales/show/appartement-f3-x1',
  },
  listing_edit_rejected: {
    name: 'Amina',
    title: 'Appartement F3',
    reason: 'The photos are unclear.',
    linkPath: '/profile/products',
  },
  listing_payment_due: {
    name: 'Amina',
    title: 'Appartement F3',
    amount: 100_000,
    paid: 0,
    currencyCode: 'DZD',
    reference: 'L-42',
    linkPath: '/profile/products',
  },
  listing_paid: {
    name: 'Amina',
    title: 'Appartement F3',
    amount: 100_000,
    currencyCode: 'DZD',
    linkPath: '/sales/show/appartement-f3-x1',
  },
  user_warning: {
    name: 'Amina',
    title: 'Appartement F3',
    reason: 'Photos trompeuses.',
    linkPath: '/profile/products',
  },
  newsletter_confirm: { name: 'Amina', linkPath: '/subscriptions?confirm=tok3n', expiresInMinutes: 2880 },
  newsletter_issue: {
    name: 'Amina',
    subject: 'Les nouveautés de novembre',
    html: '<p>Bonjour <strong>à tous</strong></p>',
    text: 'Bonjour à tous',
    unsubscribePath: '/subscriptions?unsubscribe=tok3n',
  },
  contact_copy: { name: 'Amina', subject: 'Horaires', message: 'Bonjour,\nÊtes-vous ouverts samedi ?' },
  contact_reply: {
    name: 'Amina',
    subject: 'Horaires',
    reply: 'Oui, de 9 h à 13 h.',
    original: 'Bonjour,\nÊtes-vous ouverts samedi ?',
  },
  join_request_received: {
    name: 'Amina',
    subject: 'Stage en marketing digital',
    visitAt: '2026-12-01T09:30:00.000Z',
    timeZone: 'Africa/Algiers',
  },
  join_request_decided: {
    name: 'Amina',
    subject: 'Stage en marketing digital',
    status: 'invited',
    reply: 'Venez mardi avec votre CV imprimé.',
  },
  appointment_requested: APPOINTMENT_SAMPLE,
  appointment_confirmed: APPOINTMENT_SAMPLE,
  appointment_rescheduled: {
    ...APPOINTMENT_SAMPLE,
    previousStartsAt: '2026-11-30T08:00:00.000Z',
    reason: 'Le guichet est fermé ce jour-là.',
  },
  appointment_cancelled: { ...APPOINTMENT_SAMPLE, by: 'staff', reason: 'Service suspendu.' },
  appointment_reminder: APPOINTMENT_SAMPLE,
  advertisement_waiting_payment: {
    name: 'Amina',
    adName: 'Boulangerie Atlas',
    method: 'current_account',
    paymentType: 'partial',
    amount: 1_000_000,
    firstInstalment: 300_000,
    currencyCode: 'DZD',
    invoiceNumber: 'PUB-2026-000042',
    reference: 'A-42',
  },
  advertisement_rejected: { name: 'Amina', adName: 'Boulangerie Atlas', reason: 'Le visuel est flou.' },
  advertisement_payment_received: {
    name: 'Amina',
    adName: 'Boulangerie Atlas',
    amount: 300_000,
    paid: 300_000,
    remaining: 700_000,
    currencyCode: 'DZD',
    reference: 'A-42',
  },
  advertisement_scheduled: AD_PERIOD_SAMPLE,
  advertisement_active: AD_PERIOD_SAMPLE,
  advertisement_expired: AD_PERIOD_SAMPLE,
  advertisement_created: AD_SAMPLE,
  advertisement_cancelled: AD_SAMPLE,
  message_unread: { name: 'Amina', title: 'Peugeot 208 2019', linkPath: '/profile/messages/12' },
  notification: {
    name: 'Amina',
    kind: 'report_outcome',
    params: { title: 'Appartement F3', outcome: 'actioned' },
    linkPath: '/sales/show/appartement-f3-x1',
  },
};

/** Templates whose subject staff write (in each language themselves): the same sample in all three. */
const WRITTEN_SUBJECTS: TemplateName[] = ['newsletter_issue'];

const CODE_TEMPLATES: TemplateName[] = ['verify_email', 'reset_password', 'email_change_verify'];

function message<K extends TemplateName>(template: K, locale: Locale, data: MailTemplateData[K]) {
  return { template, locale, data } as MailMessage;
}

function render(template: TemplateName, locale: Locale, data?: Partial<MailTemplateData[TemplateName]>) {
  return renderMail(message(template, locale, { ...SAMPLES[template], ...data } as never), {
    publicUrl: PUBLIC_URL,
  });
}

describe('mail templates', () => {
  describe.each(TEMPLATE_NAMES)('%s', (template) => {
    it.each(LOCALES)('renders in %s with the layout, a subject and a text part', (locale) => {
      const mail = render(template, locale);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.html).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(mail.html).toContain(escapeHtml(mail.subject));
      // Inline CSS only: mail clients drop style sheets.
      expect(mail.html).not.toMatch(/<style|<link|<script/i);
      expect(mail.text).toContain('Amina');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      // The footer links the portal.
      expect(mail.html).toContain(`href="${PUBLIC_URL}"`);
      expect(mail.text).toContain(PUBLIC_URL);
    });

    it('is written in three different languages', () => {
      const subjects = new Set(LOCALES.map((locale) => render(template, locale).subject));
      expect(subjects.size).toBe(WRITTEN_SUBJECTS.includes(template) ? 1 : 3);
      const texts = new Set(LOCALES.map((locale) => render(template, locale).text));
      expect(texts.size).toBe(3);
      if (!WRITTEN_SUBJECTS.includes(template))
        expect(render(template, 'ar').subject).toMatch(/[\u0600-\u06FF]/);
      expect(render(template, 'ar').text).toMatch(/[\u0600-\u06FF]/);
      expect(render(template, 'fr').text).not.toMatch(/[\u0600-\u06FF]/);
    });

    it('escapes every interpolated value', () => {
      const hostile = '<script>alert("x")</script>';
      const mail = render(template, 'en', { name: hostile } as never);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      // The text part is not HTML: it keeps the name as written.
      expect(mail.text).toContain(hostile);
    });
  });

  it.each(CODE_TEMPLATES.flatMap((t) => LOCALES.map((l) => [t, l] as const)))(
    '%s (%s) carries the code in both parts and an absolute link',
    (template, locale) => {
      const mail = render(template, locale);
      const link = `${PUBLIC_URL}${SAMPLES[template as 'verify_email'].linkPath}`;
      expect(mail.text).toContain(CODE);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`>${CODE}</span>`);
      // The code reads left to right even in an Arabic mail.
      expect(mail.html).toMatch(new RegExp(`<p dir="ltr"[^>]*><span[^>]*>${CODE}</span>`));
      expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
    },
  );

  it.each(LOCALES)('listing_expired (%s) says why the listing ended and links the owner’s list', (locale) => {
    const period = render('listing_expired', locale);
    const date = render('listing_expired', locale, { cause: 'date' } as never);
    expect(period.text).toContain('Appartement F3');
    expect(period.text).toContain(`${PUBLIC_URL}/profile/products`);
    expect(date.text).toContain(`${PUBLIC_URL}/profile/products`);
    // Renewing as it is only makes sense when the period ran out; a passed date needs an edit.
    expect(period.text).not.toBe(date.text);
    const renew = { ar: 'تجديد إعلاني', fr: 'Renouveler mon annonce', en: 'Renew my listing' }[locale];
    expect(period.html).toContain(renew);
    expect(date.html).not.toContain(renew);
  });

  it('says how long a code lasts in natural units, with the right plural in each language', () => {
    expect(render('verify_email', 'en', { expiresInMinutes: 24 * 60 }).text).toContain('expire in 24 hours.');
    expect(render('verify_email', 'fr', { expiresInMinutes: 24 * 60 }).text).toContain(
      'expirent dans 24\u00a0heures.',
    );
    expect(render('verify_email', 'ar', { expiresInMinutes: 24 * 60 }).text).toContain('خلال 24 ساعة.');
    expect(render('reset_password', 'fr').text).toContain('expirent dans 15 minutes');
    expect(render('reset_password', 'ar').text).toContain('خلال 15 دقيقة');
    expect(render('email_change_verify', 'en', { expiresInMinutes: 60 }).text).toContain('expire in 1 hour.');
  });

  it.each([
    [1, 'دقيقة', '1 minute', '1 minute'],
    [2, 'دقيقتان', '2 minutes', '2 minutes'],
    [5, '5 دقائق', '5 minutes', '5 minutes'],
    [30, '30 دقيقة', '30 minutes', '30 minutes'],
    [90, '90 دقيقة', '90 minutes', '90 minutes'],
    [60, 'ساعة', '1 heure', '1 hour'],
    [120, 'ساعتان', '2 heures', '2 hours'],
    [24 * 60, '24 ساعة', '24 heures', '24 hours'],
    [36 * 60, '36 ساعة', '36 heures', '36 hours'],
    [2 * 24 * 60, 'يومان', '2 jours', '2 days'],
    [3 * 24 * 60, '3 أيام', '3 jours', '3 days'],
    [30 * 24 * 60, '30 يومًا', '30 jours', '30 days'],
  ])('states %i minutes as «%s», «%s», «%s»', (minutes, ar, fr, en) => {
    expect(duration('ar', minutes)).toBe(ar);
    // French keeps the figure and its unit together with a no-break space.
    expect(duration('fr', minutes).replace(/\u00a0/g, ' ')).toBe(fr);
    expect(duration('en', minutes)).toBe(en);
  });

  it('says a promotion’s length in days through the same units', () => {
    const promotion = { names: { ar: 'مميز', fr: 'À la une', en: 'Featured' }, days: 7, amount: 50_000 };
    expect(render('listing_payment_due', 'en', { promotion } as never).text).toContain('for 7 days.');
    expect(render('listing_payment_due', 'fr', { promotion } as never).text).toContain('pour 7\u00a0jours.');
    expect(render('listing_payment_due', 'ar', { promotion } as never).text).toContain('لمدة 7 أيام.');
  });

  it.each(LOCALES)('isolates the text people wrote (%s): HTML dir="auto", text part FSI…PDI', (locale) => {
    const title = 'هاتف Samsung A54 جديد.';
    const reason = 'Photos floues (2).';
    const mail = render('listing_rejected', locale, { name: 'أمينة', title, reason } as never);
    for (const written of [title, reason, 'أمينة']) {
      expect(mail.html).toContain(`<span dir="auto">${escapeHtml(written)}</span>`);
      expect(mail.text).toContain(`\u2068${written}\u2069`);
    }
    // Text the mail writes itself is not wrapped.
    expect(mail.text.match(/\u2068/g)).toHaveLength(3);
  });

  it('tells the reader of a reset mail they did not ask for to ignore it', () => {
    expect(render('reset_password', 'en').text).toContain('If you did not ask for this, ignore this email');
    expect(render('reset_password', 'fr').text).toContain('ignorez ce message');
    expect(render('reset_password', 'ar').text).toContain('تجاهل هذه الرسالة');
  });

  it('puts no secret in a notice, and points password_changed at /forgot-password', () => {
    for (const locale of LOCALES) {
      const mail = render('password_changed', locale);
      expect(mail.text).toContain(`${PUBLIC_URL}/forgot-password`);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/forgot-password"`);
      expect(mail.text).not.toMatch(/\d{6}/);
    }
  });

  it('shows the new address masked in the notice to the old one', () => {
    const mail = render('email_changed', 'ar');
    expect(mail.text).toContain('am•••@example.com');
    expect(mail.text).not.toContain('amina.new@');
    // An address inside Arabic text keeps its own direction.
    expect(mail.html).toContain('<span dir="ltr">am•••@example.com</span>');
    expect(maskEmail('ab@x.dz')).toBe('a•••@x.dz');
    expect(maskEmail('not-an-address')).toBe('•••');
  });

  it('escapes hostile text in every other value too (site name, new address)', () => {
    const mail = renderMail(
      message('email_changed', 'fr', { name: 'A', newEmail: 'x<img src=x onerror=alert(1)>@evil.dz' }),
      { publicUrl: PUBLIC_URL, siteName: { ar: 'a', fr: 'Site "<b>"', en: 'e' } },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('Site &quot;&lt;b&gt;&quot;');
  });

  it('builds links under a public URL with a path prefix', () => {
    expect(absoluteLink('https://example.dz/portal/', '/reset-password/abc')).toBe(
      'https://example.dz/portal/reset-password/abc',
    );
  });

  it.each(['https://evil.example/x', '//evil.example/x', 'verify-email', '/a b', '/\\evil.example'])(
    'refuses %s as a link: a mail only links its own site',
    (linkPath) => {
      expect(() => render('verify_email', 'en', { linkPath })).toThrow(/path on this site/);
    },
  );

  it('reads a locale that is not ours as French', () => {
    const mail = render('account_deleted', 'de' as Locale);
    expect(mail.locale).toBe('fr');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('greets without a name when there is none', () => {
    expect(render('account_deleted', 'en', { name: ' ' }).text).toMatch(/^Hello,\n/);
    expect(render('account_deleted', 'ar', { name: '' }).text).toMatch(/^مرحباً،\n/);
  });

  it.each(LOCALES)(
    'newsletter_issue (%s) carries the sanitized body as given and the unsubscribe link',
    (locale) => {
      const mail = render('newsletter_issue', locale);
      expect(mail.html).toContain('<p>Bonjour <strong>à tous</strong></p>');
      expect(mail.text).toContain('Bonjour à tous');
      expect(mail.text).toContain(`${PUBLIC_URL}/subscriptions?unsubscribe=tok3n`);
      expect(mail.html).toContain(`${PUBLIC_URL}/subscriptions?unsubscribe=tok3n`);
    },
  );
});
