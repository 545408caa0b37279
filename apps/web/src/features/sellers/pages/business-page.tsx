import { pathFor } from '@portal/contract/routes';
import type { BusinessBody } from '@portal/contract/sellers';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { LoadError } from '../../../ui/load-error';
import { toast } from '../../../ui/toast-store';
import { UserText } from '../../../ui/user-text';
import { VerifiedBusinessBadge } from '../../../ui/verified-business-badge';
import { useCurrentUser } from '../../auth/api';
import { SELLER_KEY } from '../api/get-seller';
import { MY_BUSINESS_KEY, useMyBusiness } from '../api/my-business';
import { removeBusiness } from '../api/remove-business';
import { saveBusiness } from '../api/save-business';
import { BusinessForm } from '../components/business-form';
import { LogoForm } from '../components/logo-form';
import { VERIFICATION_LABELS } from '../labels';

/**
 * /profile/business: the owner declares their account a company or a store, edits its details
 * and logo, and reads where staff's check of the registry number stands. A link leads to the
 * public seller page.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const mine = useMyBusiness();
  const [removing, setRemoving] = useState(false);

  // The owner's business and every seller page show what was just saved.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: MY_BUSINESS_KEY });
    void queryClient.invalidateQueries({ queryKey: SELLER_KEY });
  };

  const onSave = async (body: BusinessBody) => {
    const saved = await saveBusiness(body);
    toast.success(
      saved.verification === 'pending' ? t('sellers.form.saved_pending') : t('sellers.form.saved'),
    );
    refresh();
    return saved;
  };

  const onRemove = async () => {
    if (!(await confirm({ confirmLabel: t('sellers.form.remove_confirm') }))) return;
    setRemoving(true);
    try {
      await removeBusiness();
      refresh();
      toast.success(t('sellers.form.removed'));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setRemoving(false);
    }
  };

  const business = mine.data;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.profile-business.title')}</h1>
      <p className="text-slate-700">{t('sellers.form.intro')}</p>
      {user ? (
        <Link
          to={pathFor('seller', { username: user.username })}
          className="self-start font-semibold text-brand-700 underline"
          data-testid="my-seller-page"
        >
          {t('sellers.form.see_page')}
        </Link>
      ) : null}
      {mine.error ? (
        <LoadError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : business === undefined ? (
        <PageLoading />
      ) : (
        <>
          {business ? (
            <section
              className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5"
              data-testid="business-verification"
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {t('sellers.verification.title')} {t(VERIFICATION_LABELS[business.verification])}
                {business.verification === 'verified' ? <VerifiedBusinessBadge /> : null}
              </p>
              {business.verification === 'refused' && business.note ? (
                <p className="text-sm text-slate-700">
                  {t('sellers.verification.note')} <UserText>{business.note}</UserText>
                </p>
              ) : null}
              <p className="text-sm text-slate-600">{t('sellers.verification.hint')}</p>
              <LogoForm business={business} onSaved={refresh} />
            </section>
          ) : null}
          <section className="rounded-2xl border border-slate-200 bg-white p-5">
            <BusinessForm key={business ? 'saved' : 'new'} business={business} onSave={onSave} />
          </section>
          {business ? (
            <div>
              <Button
                variant="danger"
                onClick={() => void onRemove()}
                disabled={removing}
                aria-busy={removing}
              >
                {t('sellers.form.remove')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
