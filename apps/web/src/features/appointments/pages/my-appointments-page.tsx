import type { Appointment as MyAppointment } from '@portal/contract/appointments';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Button, buttonClass } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { toast } from '../../../ui/toast-store';
import { UserText } from '../../../ui/user-text';
import { cancelMyAppointment } from '../api/cancel-appointment';
import { myAppointmentsKey, useMyAppointments } from '../api/my-appointments';
import { StatusBadge } from '../components/status-badge';

/** Upcoming and still held first (soonest first), then the past and cancelled ones (latest first). */
export function splitAppointments(items: readonly MyAppointment[], now: Date) {
  const isUpcoming = (a: MyAppointment) =>
    new Date(a.starts_at) >= now && a.status !== 'cancelled' && a.status !== 'done';
  const at = (a: MyAppointment) => new Date(a.starts_at).getTime();
  return {
    upcoming: items.filter(isUpcoming).sort((a, b) => at(a) - at(b)),
    past: items.filter((a) => !isUpcoming(a)).sort((a, b) => at(b) - at(a)),
  };
}

function AppointmentCard({ item, onCancelled }: { item: MyAppointment; onCancelled: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const cancel = async () => {
    // The dialog's own words: "Are you sure?" / "You won't be able to revert this!".
    if (!(await confirm({ confirmLabel: t('appointments.mine.cancel') }))) return;
    setPending(true);
    try {
      await cancelMyAppointment(item.id);
      toast.success(t('appointments.mine.cancelled'));
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      onCancelled();
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setPending(false);
    }
  };
  return (
    <article
      data-testid="my-appointment"
      data-id={item.id}
      className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <UserText as="h3" className="font-semibold text-slate-900">
            {item.service.title}
          </UserText>
          <StatusBadge status={item.status} />
        </div>
        <p className="text-sm text-slate-800">
          <span className="sr-only">{t('appointments.mine.when')}: </span>
          <time dateTime={item.starts_at}>
            {formatDate(locale, item.starts_at, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
        </p>
        <p className="text-sm text-slate-600">
          <span className="sr-only">{t('appointments.mine.branch')}: </span>
          <UserText>{item.branch.title}</UserText>
          {item.branch.address ? (
            <>
              {' · '}
              <UserText>{item.branch.address}</UserText>
            </>
          ) : null}
        </p>
        {item.note ? (
          <p className="text-sm text-slate-600">
            {t('appointments.mine.note')}: <UserText>{item.note}</UserText>
          </p>
        ) : null}
        {item.staff_reason && (item.status === 'cancelled' || item.status === 'rescheduled') ? (
          <p className="text-sm text-slate-800" data-testid="appointment-reason">
            {t('appointments.mine.reason')}: <UserText>{item.staff_reason}</UserText>
          </p>
        ) : null}
      </div>
      {item.can_cancel ? (
        <Button
          variant="danger"
          size="sm"
          busy={pending}
          onClick={() => void cancel()}
          className="self-start"
        >
          {t('appointments.mine.cancel')}
        </Button>
      ) : null}
    </article>
  );
}

/** /profile/appointments: my appointments, upcoming first, each cancellable while the rules allow. */
export default function MyAppointmentsPage() {
  const { t } = useTranslation();
  const appointments = useMyAppointments();
  const heading = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date());
  const data = appointments.data;
  const groups = data ? splitAppointments(data.data, now) : null;
  const list = (title: string, id: string, items: readonly MyAppointment[]) =>
    items.length === 0 ? null : (
      <section aria-labelledby={id} className="flex flex-col gap-3">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.id}>
              {/* The cancelled item's button is gone: focus goes back to the page's heading. */}
              <AppointmentCard item={item} onCancelled={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('routes.profile-appointments.title')}
        </h1>
        {groups && data && data.data.length > 0 ? (
          <Link to="/book-appointment" className={buttonClass({ variant: 'secondary' })}>
            {t('appointments.mine.book')}
          </Link>
        ) : null}
      </div>
      {appointments.error ? (
        <LoadError error={appointments.error} onRetry={() => void appointments.refetch()} />
      ) : !groups || !data ? (
        <PageLoading />
      ) : data.data.length === 0 ? (
        <EmptyState
          title={t('appointments.mine.empty')}
          body={t('appointments.mine.empty_body')}
          action={
            <Link to="/book-appointment" className={buttonClass()}>
              {t('appointments.mine.book')}
            </Link>
          }
        />
      ) : (
        <>
          {list(t('appointments.mine.upcoming'), 'appointments-upcoming', groups.upcoming)}
          {list(t('appointments.mine.past'), 'appointments-past', groups.past)}
        </>
      )}
    </div>
  );
}
