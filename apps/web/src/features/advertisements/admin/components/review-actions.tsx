import {
  rejectAdvertisementBodySchema,
  type AdminAdvertisement,
  type RejectAdvertisementBody,
} from '@portal/contract/advertisements';
import { AD_LIMITS } from '@portal/contract/advertisements-values';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { FormAlert, SubmitButton, TextAreaField } from '../../../../ui/form-field';
import { toast } from '../../../../ui/toast-store';
import { useCurrentUser } from '../../../auth/api';
import { ADMIN_ADS_KEY } from '../api/admin-advertisements';
import { approveAdvertisement } from '../api/approve-advertisement';
import { claimAdvertisement } from '../api/claim-advertisement';
import { rejectAdvertisement } from '../api/reject-advertisement';
import { ClaimBadge, liveClaim } from './claim-badge';

/** The refusal and its reason, mailed to the advertiser in the order's language. */
function RejectForm({ ad, onDone }: { ad: AdminAdvertisement; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectAdvertisementBody>({
    resolver: contractResolver(rejectAdvertisementBodySchema, locale),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await rejectAdvertisement(ad.id, body);
      toast.success(t('admin-advertisements.review.rejected'));
      await onDone();
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['reason'], t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid="ad-reject-form">
      <FormAlert message={formError} />
      <TextAreaField
        label={t('admin-advertisements.review.reason')}
        hint={t('admin-advertisements.review.reason_hint')}
        error={errors.reason?.message}
        textareaProps={{ ...register('reason'), dir: 'auto', rows: 3, maxLength: AD_LIMITS.rejectReason.max }}
      />
      <div>
        <SubmitButton pending={isSubmitting}>{t('admin-advertisements.review.reject')}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * The review tools of listings, for an order: claim it (others then read only until the claim
 * lapses), approve it (it waits for payment, with an invoice), or reject it with a reason.
 */
export function ReviewActions({ ad }: { ad: AdminAdvertisement }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ADMIN_ADS_KEY });
  const claim = liveClaim(ad);
  const mine = claim?.by.id === me?.id;
  const heldByOther = claim !== null && !mine;

  const act = async (run: () => Promise<unknown>, done: string) => {
    setError(undefined);
    setPending(true);
    try {
      await run();
      toast.success(done);
      await refresh();
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setPending(false);
    }
  };

  if (ad.status !== 'pending_review') return null;
  return (
    <section
      aria-labelledby="ad-review-title"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="ad-review"
    >
      <h2 id="ad-review-title" className="text-lg font-semibold">
        {t('admin-advertisements.review.title')}
      </h2>
      <ClaimBadge ad={ad} block />
      {heldByOther ? (
        <p className="text-sm text-slate-700">{t('admin-advertisements.claim.read_only')}</p>
      ) : null}
      <FormAlert message={error} />
      {heldByOther ? null : (
        <>
          <div className="flex flex-wrap gap-3">
            {mine ? null : (
              <Button
                variant="secondary"
                disabled={pending}
                onClick={() =>
                  void act(() => claimAdvertisement(ad.id), t('admin-advertisements.claim.taken'))
                }
              >
                {t('admin-advertisements.claim.take')}
              </Button>
            )}
            <Button
              disabled={pending}
              onClick={async () => {
                const ok = await confirm({
                  title: t('admin-advertisements.review.approve_title'),
                  text: t('admin-advertisements.review.approve_text'),
                  confirmLabel: t('admin-advertisements.review.approve'),
                  destructive: false,
                });
                if (ok)
                  await act(() => approveAdvertisement(ad.id), t('admin-advertisements.review.approved'));
              }}
            >
              {t('admin-advertisements.review.approve')}
            </Button>
          </div>
          <RejectForm ad={ad} onDone={refresh} />
        </>
      )}
    </section>
  );
}
