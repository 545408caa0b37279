import {
  joinRequestDecisionBodySchema,
  type AdminJoinRequest,
  type JoinRequestDecisionBody,
} from '@portal/contract/join-requests';
import { JOIN_REQUEST_DECISIONS, JOIN_REQUEST_LIMITS } from '@portal/contract/join-requests-values';
import { pathFor } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PageLoading } from '../../../../app/route-page';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert, SelectField, SubmitButton, TextAreaField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { useSettings } from '../../../settings/api';
import { JoinRequestFiles } from '../../components/join-request-files';
import { JoinStatusBadge } from '../../components/status-badge';
import { DEFAULT_PORTAL_ZONE, DOMAIN_LABELS, STATUS_LABELS } from '../../labels';
import { decideJoinRequest } from '../api/decide-join-request';
import { useAdminJoinRequest } from '../api/join-request';
import { ADMIN_JOIN_REQUESTS_KEY } from '../api/join-requests-queue';

const FIELDS = ['status', 'reply'] as const;

/** The decision: a new state and the reply mailed to the sender in the request's language. */
function DecideForm({ request }: { request: AdminJoinRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinRequestDecisionBody>({
    resolver: contractResolver(joinRequestDecisionBodySchema, locale, (values) => ({
      status: values.status,
      ...(values.reply ? { reply: values.reply } : {}),
    })),
    defaultValues: { status: request.status === 'received' ? 'under_review' : 'invited', reply: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await decideJoinRequest(request.id, values);
      await queryClient.invalidateQueries({ queryKey: ADMIN_JOIN_REQUESTS_KEY });
      toast.success(t('admin-join-requests.decide.saved'));
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="join-decide">
      <h2 className="text-lg font-semibold">{t('admin-join-requests.decide.title')}</h2>
      <FormAlert message={formError} />
      <SelectField
        label={t('admin-join-requests.decide.status')}
        options={JOIN_REQUEST_DECISIONS.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
        error={errors.status?.message}
        selectProps={{ ...register('status'), 'data-testid': 'join-decision' }}
      />
      <TextAreaField
        label={t('admin-join-requests.decide.reply')}
        hint={t('admin-join-requests.decide.reply_hint')}
        error={errors.reply?.message}
        textareaProps={{
          ...register('reply'),
          dir: 'auto',
          rows: 4,
          maxLength: JOIN_REQUEST_LIMITS.reply.max,
          'data-testid': 'join-reply',
        }}
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('admin-join-requests.decide.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** /admin/join-requests/:id: the request, its sender, its files (downloads audited) and the decision. */
export default function JoinRequestPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = Number(useParams().id);
  const query = useAdminJoinRequest(id);
  const timeZone = useSettings().data?.appointments.time_zone ?? DEFAULT_PORTAL_ZONE;
  const request = query.data;
  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <Link to={pathFor('admin-join-requests')} className="text-sm text-brand-700 underline">
          {t('admin-join-requests.back')}
        </Link>
        <h1 className="text-2xl font-bold">{t('routes.admin-join-request.title')}</h1>
        {query.error ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        ) : !request ? (
          <PageLoading />
        ) : (
          <>
            <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <UserText as="h2" className="text-lg font-semibold">
                  {request.visite_subject}
                </UserText>
                <JoinStatusBadge status={request.status} />
              </div>
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-medium">{t('admin-join-requests.applicant')}</dt>
                  <dd>
                    <UserText>{request.applicant.name}</UserText>
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('admin-join-requests.email')}</dt>
                  <dd dir="ltr" className="text-start">
                    {request.applicant.email ?? '—'}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('admin-join-requests.domain')}</dt>
                  <dd>{t(DOMAIN_LABELS[request.domaine])}</dd>
                </div>
                <div>
                  <dt className="font-medium">{t('admin-join-requests.visit')}</dt>
                  <dd>
                    {formatDate(locale, request.dateTime, {
                      dateStyle: 'full',
                      timeStyle: 'short',
                      timeZone,
                    })}
                  </dd>
                </div>
                <div>
                  <dt className="font-medium">{t('admin-join-requests.received_on')}</dt>
                  <dd>
                    {formatDate(locale, request.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                  </dd>
                </div>
              </dl>
              <section className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">{t('admin-join-requests.message')}</h3>
                <UserText as="p" className="whitespace-pre-line">
                  {request.message}
                </UserText>
              </section>
              {request.reply ? (
                <section className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
                  <h3 className="text-sm font-semibold">{t('admin-join-requests.reply_sent')}</h3>
                  <UserText as="p" className="whitespace-pre-line">
                    {request.reply}
                  </UserText>
                  {request.decided_by ? (
                    <p className="text-xs text-slate-600">
                      {t('admin-join-requests.decided_by', { name: request.decided_by })}
                    </p>
                  ) : null}
                </section>
              ) : null}
              <section className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">{t('admin-join-requests.files')}</h3>
                <JoinRequestFiles files={request.files} />
              </section>
            </section>
            <DecideForm key={`${request.id}-${request.updated_at}`} request={request} />
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}
