import type { Settings } from '@portal/contract/settings';
import { isLocale, type Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { absoluteLink } from '../../platform/mail/templates/render-mail';
import { portalTimeZone } from '../settings/service';
import type { AppointmentsDeps } from './deps';
import { buildIcs, type IcsMethod, type IcsStatus } from './ics';
import { selectAppointment, selectMailRecipient } from './queries';

/** The member's list of appointments, the link of every mail. */
const LINK_PATH = '/profile/appointments';

/** What happened to the appointment; each mail's template and calendar method follow from it. */
export type AppointmentMailEvent =
  | { kind: 'requested' }
  | { kind: 'confirmed' }
  | { kind: 'reminder' }
  | { kind: 'rescheduled'; previousStartsAt: Date; reason: string | null }
  | { kind: 'cancelled'; by: 'member' | 'staff'; reason: string | null };

const STATUS: Record<string, IcsStatus> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  cancelled: 'CANCELLED',
};

const DESCRIPTION_LINK = { ar: 'مواعيدي', fr: 'Mes rendez-vous', en: 'My appointments' } as const;

/**
 * Writes the mail about an appointment's change to the outbox, with its calendar file, in the
 * transaction of the change (both commit or neither does). `settings` are read by the caller
 * before the transaction: on the embedded database another handle would wait for it. The mail
 * is in the appointment's language (the member's at booking); a deleted account gets none.
 * The caller wakes the mail worker after commit (deps.notifyMail).
 */
export async function enqueueAppointmentMail(
  deps: AppointmentsDeps,
  tx: Tx,
  input: { id: number; settings: Settings; event: AppointmentMailEvent },
): Promise<void> {
  const { row } = (await selectAppointment(tx, input.id, 'ar')) ?? {};
  if (!row) return;
  const locale: Locale = isLocale(row.locale) ? row.locale : 'ar';
  const [item, recipient] = await Promise.all([
    selectAppointment(tx, input.id, locale),
    selectMailRecipient(tx, row.userId),
  ]);
  if (!item || !recipient || recipient.deletedAt) return;
  const { event, settings } = input;
  const timeZone = portalTimeZone(settings);
  const data = {
    name: recipient.firstName,
    serviceTitle: item.serviceTitle,
    branchTitle: item.branchTitle,
    branchAddress: item.branchAddress,
    startsAt: item.row.startsAt.toISOString(),
    timeZone,
    linkPath: LINK_PATH,
  };
  const cancelled = event.kind === 'cancelled';
  const method: IcsMethod = cancelled ? 'CANCEL' : 'REQUEST';
  const ics = buildIcs({
    method,
    status: cancelled ? 'CANCELLED' : (STATUS[item.row.status] ?? 'CONFIRMED'),
    appointmentId: item.row.id,
    // A cancellation is a new version of the event: calendars ignore one not above the last.
    sequence: item.row.sequence + (cancelled ? 1 : 0),
    publicUrl: deps.publicUrl,
    startsAt: item.row.startsAt,
    endsAt: item.row.endsAt,
    stamp: new Date(),
    summary: item.serviceTitle,
    location: [item.branchTitle, item.branchAddress].filter(Boolean).join(', '),
    description: [item.row.note, `${DESCRIPTION_LINK[locale]}: ${absoluteLink(deps.publicUrl, LINK_PATH)}`]
      .filter(Boolean)
      .join('\n'),
    organizerEmail: settings.general.contact_email,
    organizerName: settings.general.site_name[locale],
  });
  const common = {
    to: recipient.email,
    locale,
    siteName: settings.general.site_name,
    attachments: [
      {
        filename: 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${method}`,
        content: ics,
      },
    ],
  };
  switch (event.kind) {
    case 'rescheduled':
      await deps.enqueueMail(tx, {
        ...common,
        template: 'appointment_rescheduled',
        data: { ...data, previousStartsAt: event.previousStartsAt.toISOString(), reason: event.reason },
      });
      return;
    case 'cancelled':
      await deps.enqueueMail(tx, {
        ...common,
        template: 'appointment_cancelled',
        data: { ...data, by: event.by, reason: event.reason },
      });
      return;
    default:
      await deps.enqueueMail(tx, { ...common, template: `appointment_${event.kind}`, data });
  }
}
