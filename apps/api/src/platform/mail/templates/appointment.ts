import { dateTimeFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { button, note, paragraph, sameInEveryLanguage, type MailTemplate, type NamedData } from './copy';
import type { Block } from './layout';

/**
 * The mails about a member's appointment. Times are written in the portal's time zone, which
 * is named, so a member reading abroad knows which clock is meant. Each mail carries the
 * calendar file (attached by the appointments module).
 */
export interface AppointmentMailData extends NamedData {
  serviceTitle: string;
  branchTitle: string;
  branchAddress: string;
  /** ISO instants. */
  startsAt: string;
  /** The portal's time zone (IANA name), the clock the times are written in. */
  timeZone: string;
  /** The member's list of appointments, `/profile/appointments`. */
  linkPath: string;
}

export interface AppointmentRescheduledData extends AppointmentMailData {
  previousStartsAt: string;
  /** What staff wrote about the change, if anything. */
  reason: string | null;
}

export interface AppointmentCancelledData extends AppointmentMailData {
  by: 'member' | 'staff';
  reason: string | null;
}

/** "Sunday 1 March 2026, 10:30 Central European Standard Time", in the mail's language. */
export function appointmentTime(locale: Locale, iso: string, timeZone: string): string {
  return dateTimeFormat(intlLocaleOf(locale), {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'long',
  }).format(new Date(iso));
}

const LABELS = {
  ar: { service: 'الخدمة: ', when: 'الموعد: ', where: 'المكان: ', open: 'عرض مواعيدي' },
  fr: { service: 'Service : ', when: 'Date : ', where: 'Lieu : ', open: 'Voir mes rendez-vous' },
  en: { service: 'Service: ', when: 'When: ', where: 'Where: ', open: 'View my appointments' },
} as const;

/** The appointment's service, time and place, then the button to the member's list. */
function details(locale: Locale, d: AppointmentMailData, link: (path: string) => string): Block[] {
  const label = LABELS[locale];
  const place = d.branchAddress ? `${d.branchTitle} — ${d.branchAddress}` : d.branchTitle;
  return [
    paragraph(label.service, { quote: d.serviceTitle }),
    paragraph(label.when, { strong: appointmentTime(locale, d.startsAt, d.timeZone) }),
    paragraph(label.where, { quote: place }),
    button(label.open, link(d.linkPath)),
  ];
}

const CALENDAR_NOTE = {
  ar: 'ملف التقويم المرفق يضيف الموعد إلى تقويمك أو يحدّثه.',
  fr: 'Le fichier de calendrier joint ajoute ou met à jour le rendez-vous dans votre agenda.',
  en: 'The attached calendar file adds or updates the appointment in your calendar.',
} as const;

/** A mail that says one thing, then the appointment's details and the calendar file's note. */
function statusMail(copy: {
  readonly [L in Locale]: { subject: string; intro: (siteName: string) => string };
}) {
  return sameInEveryLanguage<AppointmentMailData>((d, c) => ({
    subject: copy[c.locale].subject,
    blocks: [
      paragraph(copy[c.locale].intro(c.siteName)),
      ...details(c.locale, d, c.link),
      note(CALENDAR_NOTE[c.locale]),
    ],
  }));
}

export const appointmentRequested: MailTemplate<AppointmentMailData> = statusMail({
  ar: {
    subject: 'تم تسجيل طلب موعدك',
    intro: (site) => `سجّلنا طلب موعدك على ${site}. سيصلك تأكيده أو أي تغيير عليه بالبريد الإلكتروني.`,
  },
  fr: {
    subject: 'Votre demande de rendez-vous est enregistrée',
    intro: (site) =>
      `Votre demande de rendez-vous sur ${site} est enregistrée. Sa confirmation ou tout changement vous sera envoyé par e-mail.`,
  },
  en: {
    subject: 'Your appointment request is registered',
    intro: (site) =>
      `Your appointment request on ${site} is registered. Its confirmation, or any change, will come by email.`,
  },
});

export const appointmentConfirmed: MailTemplate<AppointmentMailData> = statusMail({
  ar: { subject: 'تم تأكيد موعدك', intro: () => 'تم تأكيد موعدك. ننتظرك في الموعد المحدد.' },
  fr: {
    subject: 'Votre rendez-vous est confirmé',
    intro: () => 'Votre rendez-vous est confirmé. Nous vous attendons à l’heure prévue.',
  },
  en: {
    subject: 'Your appointment is confirmed',
    intro: () => 'Your appointment is confirmed. We look forward to seeing you at the time below.',
  },
});

/** The day before: sent by the reminder job once, less than 24 hours ahead. */
export const appointmentReminder: MailTemplate<AppointmentMailData> = statusMail({
  ar: { subject: 'تذكير: موعدك غدًا', intro: () => 'نذكّرك بموعدك القادم خلال أقل من 24 ساعة.' },
  fr: {
    subject: 'Rappel : votre rendez-vous de demain',
    intro: () => 'Petit rappel : votre rendez-vous a lieu dans moins de 24 heures.',
  },
  en: {
    subject: 'Reminder: your appointment tomorrow',
    intro: () => 'A quick reminder: your appointment is less than 24 hours away.',
  },
});

export const appointmentRescheduled: MailTemplate<AppointmentRescheduledData> = {
  ar: (d, c) => ({
    subject: 'تم تغيير موعد زيارتك',
    blocks: [
      paragraph('غيّر فريقنا موعدك. الموعد السابق كان: ', {
        strong: appointmentTime('ar', d.previousStartsAt, d.timeZone),
      }),
      ...(d.reason ? [paragraph('السبب: ', { quote: d.reason })] : []),
      ...details('ar', d, c.link),
      note(CALENDAR_NOTE.ar),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre rendez-vous a été déplacé',
    blocks: [
      paragraph(
        'Notre équipe a déplacé votre rendez-vous. Il était prévu le ',
        {
          strong: appointmentTime('fr', d.previousStartsAt, d.timeZone),
        },
        '.',
      ),
      ...(d.reason ? [paragraph('Motif : ', { quote: d.reason })] : []),
      ...details('fr', d, c.link),
      note(CALENDAR_NOTE.fr),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your appointment has been moved',
    blocks: [
      paragraph(
        'Our team has moved your appointment. It was planned for ',
        {
          strong: appointmentTime('en', d.previousStartsAt, d.timeZone),
        },
        '.',
      ),
      ...(d.reason ? [paragraph('Reason: ', { quote: d.reason })] : []),
      ...details('en', d, c.link),
      note(CALENDAR_NOTE.en),
    ],
  }),
};

export const appointmentCancelled: MailTemplate<AppointmentCancelledData> = {
  ar: (d, c) => ({
    subject: 'تم إلغاء موعدك',
    blocks: [
      paragraph(d.by === 'member' ? 'ألغيتَ موعدك التالي، كما طلبت.' : 'ألغى فريقنا موعدك التالي.'),
      ...(d.by === 'staff' && d.reason ? [paragraph('السبب: ', { quote: d.reason })] : []),
      ...details('ar', d, c.link),
      note('ملف التقويم المرفق يحذف الموعد من تقويمك.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre rendez-vous est annulé',
    blocks: [
      paragraph(
        d.by === 'member'
          ? 'Vous avez annulé le rendez-vous suivant, comme demandé.'
          : 'Notre équipe a annulé le rendez-vous suivant.',
      ),
      ...(d.by === 'staff' && d.reason ? [paragraph('Motif : ', { quote: d.reason })] : []),
      ...details('fr', d, c.link),
      note('Le fichier de calendrier joint retire le rendez-vous de votre agenda.'),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your appointment is cancelled',
    blocks: [
      paragraph(
        d.by === 'member'
          ? 'You cancelled the appointment below, as requested.'
          : 'Our team cancelled the appointment below.',
      ),
      ...(d.by === 'staff' && d.reason ? [paragraph('Reason: ', { quote: d.reason })] : []),
      ...details('en', d, c.link),
      note('The attached calendar file removes the appointment from your calendar.'),
    ],
  }),
};
