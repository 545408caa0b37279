import { dateTimeFormat } from '@portal/contract/intl-cache';
import type { JoinRequestDecision } from '@portal/contract/join-requests-values';
import { intlLocaleOf } from '@portal/contract/locale';
import { button, paragraph, type CopyContext, type MailTemplate, type NamedData } from './copy';

/** The sender's list of requests, where each mail points. */
const MY_REQUESTS = '/profile/join-requests';

/** To the sender once the request is stored: what was received and when the visit is wished. */
export interface JoinRequestReceivedData extends NamedData {
  subject: string;
  visitAt: string;
  /** The portal's time zone, in which the visit's time is written. */
  timeZone: string;
}

/** To the sender when staff move the request on, with their reply. */
export interface JoinRequestDecidedData extends NamedData {
  subject: string;
  status: JoinRequestDecision;
  /** Staff's reply, in the words they wrote (empty: none). */
  reply: string;
}

const visitTime = (d: JoinRequestReceivedData, c: CopyContext) =>
  dateTimeFormat(intlLocaleOf(c.locale), {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: d.timeZone,
  }).format(new Date(d.visitAt));

export const joinRequestReceived: MailTemplate<JoinRequestReceivedData> = {
  ar: (d, c) => ({
    subject: 'وصلنا طلب انضمامك',
    blocks: [
      paragraph(
        'شكراً لاهتمامك بالانضمام إلى فريق ',
        c.siteName,
        '. وصلنا طلبك «',
        { quote: d.subject },
        '».',
      ),
      paragraph('الموعد الذي اقترحته للزيارة: ', visitTime(d, c), '.'),
      paragraph('سنراجع طلبك ونرد عليك بالبريد. يمكنك متابعة حالته هنا:'),
      button('طلبات الانضمام', c.link(MY_REQUESTS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Nous avons reçu votre demande pour nous rejoindre',
    blocks: [
      paragraph(
        `Merci de votre intérêt pour l’équipe de ${c.siteName}. Nous avons reçu votre demande « `,
        { quote: d.subject },
        ' ».',
      ),
      paragraph('Le rendez-vous que vous proposez pour la visite : ', visitTime(d, c), '.'),
      paragraph('Nous l’étudierons et vous répondrons par e-mail. Vous pouvez en suivre l’état ici :'),
      button('Mes demandes', c.link(MY_REQUESTS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'We have received your request to join us',
    blocks: [
      paragraph(
        `Thank you for your interest in joining the ${c.siteName} team. We have received your request “`,
        {
          quote: d.subject,
        },
        '”.',
      ),
      paragraph('The time you suggested for the visit: ', visitTime(d, c), '.'),
      paragraph('We will review it and answer you by email. You can follow its status here:'),
      button('My join requests', c.link(MY_REQUESTS)),
    ],
  }),
};

const STATUS_WORDS = {
  ar: { under_review: 'قيد الدراسة', invited: 'مقبول: ندعوك إلى الزيارة', declined: 'لم يُقبل' },
  fr: {
    under_review: 'en cours d’examen',
    invited: 'accepté : nous vous invitons à la visite',
    declined: 'non retenu',
  },
  en: {
    under_review: 'under review',
    invited: 'accepted: we invite you to the visit',
    declined: 'not accepted',
  },
} as const;

const SUBJECTS = {
  ar: {
    under_review: 'طلب انضمامك قيد الدراسة',
    invited: 'دعوة إلى زيارتنا',
    declined: 'ردنا على طلب انضمامك',
  },
  fr: {
    under_review: 'Votre demande est en cours d’examen',
    invited: 'Invitation à nous rendre visite',
    declined: 'Notre réponse à votre demande',
  },
  en: {
    under_review: 'Your request is under review',
    invited: 'An invitation to visit us',
    declined: 'Our answer to your request',
  },
} as const;

export const joinRequestDecided: MailTemplate<JoinRequestDecidedData> = {
  ar: (d, c) => ({
    subject: SUBJECTS.ar[d.status],
    blocks: [
      paragraph('حالة طلبك «', { quote: d.subject }, '»: ', { strong: STATUS_WORDS.ar[d.status] }, '.'),
      ...(d.reply ? [paragraph('رسالة الفريق: ', { quote: d.reply })] : []),
      button('طلبات الانضمام', c.link(MY_REQUESTS)),
    ],
  }),
  fr: (d, c) => ({
    subject: SUBJECTS.fr[d.status],
    blocks: [
      paragraph(
        'Votre demande « ',
        { quote: d.subject },
        ' » : ',
        { strong: STATUS_WORDS.fr[d.status] },
        '.',
      ),
      ...(d.reply ? [paragraph('Message de l’équipe : ', { quote: d.reply })] : []),
      button('Mes demandes', c.link(MY_REQUESTS)),
    ],
  }),
  en: (d, c) => ({
    subject: SUBJECTS.en[d.status],
    blocks: [
      paragraph('Your request “', { quote: d.subject }, '”: ', { strong: STATUS_WORDS.en[d.status] }, '.'),
      ...(d.reply ? [paragraph('Message from the team: ', { quote: d.reply })] : []),
      button('My join requests', c.link(MY_REQUESTS)),
    ],
  }),
};
