import type { RejectBody } from '@portal/contract/moderation';
import { parseIdParam } from '@portal/contract/ids';
import { pathFor } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { errorText } from '../../../../lib/error-text';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { toast } from '../../../../ui/toast-store';
import { DetailBody, ListingStatusBadge } from '../../../listings';
import { QueryView } from '../../../../back-office/components/query-view';
import { useCurrentUser } from '../../../auth/api';
import { NotFoundPage } from '../../../system';
import { useApprove, useReject } from '../api/decisions';
import { reviewQueueQuery } from '../api/review-queue';
import { useClaim, useReviewListing, type ReviewListing } from '../api/review-listing';
import { AuthorCard } from '../components/author-card';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { ChangesTable } from '../components/changes-table';
import { ClaimNotice, othersClaim } from '../components/claim-notice';
import { RejectForm } from '../components/reject-form';
import { listingChanges } from '../changes';
import { EditNotice, isUnderReview } from '../components/edit-notice';
import { queueSearch, readQueueFilters } from '../queue-filters';
import { isolate } from '@portal/contract/bidi';

/** Approve, or reject with a reason; only while pending and not held by another moderator. */
function DecisionPanel({ view, onDecided }: { view: ReviewListing; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const approve = useApprove();
  const reject = useReject();
  const me = useCurrentUser();
  const { listing, revision } = view;
  const busy = approve.isPending || reject.isPending;
  const claim = othersClaim(view.claim, me?.id);
  const reason = revision ? revision.rejection_reason : listing.rejection_reason;

  if (claim) return <ClaimNotice claim={claim} />;
  if (!isUnderReview(view)) {
    return (
      <div
        role="note"
        className="rounded-2xl border border-slate-200 bg-white p-5 text-sm"
        data-testid="decided"
      >
        <p className="font-semibold">{t('admin.review.decided')}</p>
        {reason ? <p>{t('admin.review.reason', { reason: isolate(reason) })}</p> : null}
      </div>
    );
  }
  const fail = (error: unknown) => toast.error(errorText(error, t));
  return (
    <section
      aria-labelledby="decision-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="decision"
    >
      <h2 id="decision-title" className="text-lg font-bold">
        {t('admin.review.decision')}
      </h2>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          approve.mutate(listing.id, {
            onSuccess: ({ status }) => {
              // A paid category's listing now waits for payment (modules/payments).
              const key = revision
                ? 'admin-revisions.decision.approved'
                : status === 'waiting_payment'
                  ? 'admin-payments.approved_waiting'
                  : 'admin.decision.approved';
              onDecided(t(key, { title: isolate(listing.title) }));
            },
            onError: fail,
          })
        }
        className="w-full rounded-lg bg-green-700 px-4 py-2.5 font-semibold text-white hover:bg-green-800 disabled:opacity-60"
      >
        {t('admin.review.approve')}
      </button>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-2 font-semibold">{t('admin.review.reject_title')}</h3>
        <RejectForm
          busy={busy}
          submitLabel={t('admin.reject.submit')}
          onSubmit={(reason: RejectBody) =>
            reject.mutate(
              { id: listing.id, reason },
              {
                onSuccess: () =>
                  onDecided(
                    revision
                      ? t('admin-revisions.decision.rejected', { title: isolate(listing.title) })
                      : t('admin.decision.rejected', { title: isolate(listing.title) }),
                  ),
                onError: fail,
              },
            )
          }
        />
      </div>
    </section>
  );
}

function ReviewBody({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const [search] = useSearchParams();
  const filters = readQueueFilters(search);
  const back = `${pathFor('admin')}${queueSearch(filters)}`;
  const view = useReviewListing(id);
  const claim = useClaim();
  const pending = view.data ? isUnderReview(view.data) : false;
  const { mutate: claimItem } = claim;
  const { refetch } = view;

  // Opening a pending item claims it; if another moderator was first, the view shows who and until when.
  useEffect(() => {
    if (!pending) return;
    claimItem(id, {
      onError: (error) => {
        if (error instanceof HttpError && error.status === 409) void refetch();
        else toast.error(errorText(error, t));
      },
    });
  }, [id, pending, claimItem, refetch, t]);

  /** The next free item of the same filtered queue, or back to the queue when none is left. */
  const onDecided = async (message: string) => {
    toast.success(message);
    try {
      const next = await queryClient.fetchQuery(reviewQueueQuery(locale, { ...filters, page: 1 }));
      const item = next.data.find(
        (candidate) => candidate.id !== id && othersClaim(candidate.claim, me?.id) === null,
      );
      if (item) {
        await navigate(`${pathFor('admin-review', { id: item.id })}${queueSearch({ ...filters, page: 1 })}`);
        return;
      }
      toast.info(t('admin.review.queue_done'));
    } catch (error) {
      toast.error(errorText(error, t));
    }
    await navigate(back);
  };

  if (view.error instanceof HttpError && view.error.status === 404) return <NotFoundPage />;
  // No data yet: the back office's error with a retry, or loading.
  if (!view.data) return <QueryView query={view}>{() => null}</QueryView>;
  const { published } = view.data;
  const changes = published ? listingChanges(published, view.data.listing, t, locale) : [];
  return (
    <div className="space-y-6" data-testid="review" data-listing-id={id}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={back} className="text-sm font-medium text-brand-800 hover:underline">
          <span aria-hidden="true" className="flip-rtl inline-block">
            ←
          </span>{' '}
          {t('admin.review.back')}
        </Link>
        <p className="flex items-center gap-2 text-sm">
          {t('admin.review.status')} <ListingStatusBadge status={view.data.listing.status} />
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <DecisionPanel view={view.data} onDecided={(message) => void onDecided(message)} />
        <AuthorCard author={view.data.author} />
      </div>
      {published ? <EditNotice view={view.data} published={published} /> : null}
      {changes.length > 0 ? <ChangesTable changes={changes} /> : null}
      <DetailBody listing={view.data.listing} />
    </div>
  );
}

/** /admin/review/{id}: the listing as the public sees it, its author, and the decision. */
export default function ReviewPage() {
  const raw = useParams().id ?? '';
  const id = parseIdParam(raw);
  return (
    <BackOfficeLayout>{id === null ? <NotFoundPage /> : <ReviewBody key={id} id={id} />}</BackOfficeLayout>
  );
}
