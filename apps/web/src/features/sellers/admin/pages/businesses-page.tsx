import { BUSINESS_VERIFICATIONS, type BusinessVerification } from '@portal/contract/sellers-values';
import type { AdminBusiness } from '@portal/contract/sellers';
import { pathFor } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { PageLoading } from '../../../../app/route-page';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/empty-state';
import { SelectField, TextAreaField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { KIND_LABELS, VERIFICATION_LABELS } from '../../labels';
import { ADMIN_BUSINESSES_KEY, useBusinesses } from '../api/businesses';
import { decideBusiness } from '../api/decide-business';

const isVerification = (value: string | null): value is BusinessVerification =>
  (BUSINESS_VERIFICATIONS as readonly string[]).includes(value ?? '');

/**
 * /admin/businesses: the businesses whose commercial registry number waits for a check (or those
 * verified, or refused), the longest waiting first; staff verify or refuse each, with a note
 * for the owner. Each decision is in the audit log.
 */
export default function BusinessesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('verification');
  const verification = isVerification(asked) ? asked : 'pending';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const list = useBusinesses(verification, page);
  const data = list.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const hrefOf = (p: number) => `?${new URLSearchParams({ verification, page: String(p) })}`;

  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold">{t('routes.admin-businesses.title')}</h1>
        <div className="max-w-xs">
          <SelectField
            label={t('admin-sellers.filter')}
            options={BUSINESS_VERIFICATIONS.map((v) => ({ value: v, label: t(VERIFICATION_LABELS[v]) }))}
            selectProps={{
              value: verification,
              'data-testid': 'business-verification-filter',
              onChange: (event) => setSearch({ verification: event.target.value }),
            }}
          />
        </div>
        {list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : !data ? (
          <PageLoading />
        ) : data.total === 0 ? (
          <EmptyState title={t('admin-sellers.empty')} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('admin-sellers.total', { count: formatNumber(locale, data.total) })}
            </p>
            <ul className="flex flex-col gap-4">
              {data.data.map((business) => (
                <li key={business.user.id}>
                  <BusinessItem business={business} />
                </li>
              ))}
            </ul>
            <Pagination current={page} last={last} hrefOf={hrefOf} />
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}

function BusinessItem({ business }: { business: AdminBusiness }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);

  const decide = async (decision: 'verify' | 'refuse') => {
    setPending(true);
    try {
      await decideBusiness(business.user.id, { decision, ...(note.trim() ? { note } : {}) });
      toast.success(t(decision === 'verify' ? 'admin-sellers.verified' : 'admin-sellers.refused'));
      await queryClient.invalidateQueries({ queryKey: ADMIN_BUSINESSES_KEY });
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <article
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="business-row"
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="text-lg font-bold">
        <UserText lang={business.text_locale}>{business.name}</UserText>
      </h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">{t('admin-sellers.owner')}</dt>
          <dd>
            <Link
              to={pathFor('seller', { username: business.user.username })}
              className="text-brand-700 underline"
            >
              <UserText>{business.user.name || business.user.username}</UserText>
            </Link>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('sellers.field.kind')}</dt>
          <dd>{t(KIND_LABELS[business.kind])}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('sellers.field.registry_number')}</dt>
          <dd className="font-mono font-semibold" dir="ltr" data-testid="business-registry-number">
            {business.registry_number}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('sellers.field.address')}</dt>
          <dd>
            <UserText lang={business.text_locale}>{business.address}</UserText>
            {business.region ? (
              <>
                {' · '}
                <bdi>{business.region.name}</bdi>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin-sellers.updated')}</dt>
          <dd>{formatDate(locale, business.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('admin-sellers.state')}</dt>
          <dd>{t(VERIFICATION_LABELS[business.verification])}</dd>
        </div>
      </dl>
      <TextAreaField
        label={t('admin-sellers.note')}
        hint={t('admin-sellers.note_hint')}
        textareaProps={{ rows: 2, value: note, onChange: (event) => setNote(event.target.value) }}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void decide('verify')} disabled={pending} data-testid="business-verify">
          {t('admin-sellers.verify')}
        </Button>
        <Button
          variant="danger"
          onClick={() => void decide('refuse')}
          disabled={pending}
          data-testid="business-refuse"
        >
          {t('admin-sellers.refuse')}
        </Button>
      </div>
    </article>
  );
}
