import type { Platform } from '@portal/contract/catalog';
import type { ListingDetail } from '@portal/contract/listings';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { HttpError } from '../../../lib/http';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useFreshListing } from '../api/get-listing';
import { useOwnRevision } from '../api/revision';
import { ListingForm } from '../components/listing-form';
import { LoadError } from '../../../ui/load-error';
import { useDiscardWithConfirm } from '../components/revision-note';
import { draftKey } from '../draft';
import { decimalsOf, listingToValues } from '../listing-form-values';
import { listingPaths, platformOfPath } from '../platform';
import { usePostingData, type PostingData } from '../use-posting-data';
import { isolate } from '@portal/contract/bidi';

/**
 * /announcements/{id}/edit/{slug} and /sales/{id}/edit/{slug}: the owner's listing in the
 * posting form. Saving sends it back to review — an approved one's edit is reviewed
 * while the published version stays online; the unsent changes are kept as a draft of this
 * listing, until the listing (or its edit) itself changes.
 */
export default function ListingEditPage() {
  const { t } = useTranslation();
  const platform = platformOfPath(useLocation().pathname);
  const slug = useParams().slug ?? '';
  const posting = usePostingData(platform);
  const listing = useFreshListing(slug);

  const title = platform === 'sales' ? t('routes.sales-edit.title') : t('routes.announcements-edit.title');
  const notFound =
    (listing.error instanceof HttpError && listing.error.status === 404) ||
    (listing.data && (!listing.data.is_owner || listing.data.platform !== platform));
  const error = notFound ? null : (listing.error ?? posting.error);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      {listing.data && !notFound ? (
        <p className="mt-1 text-slate-600">
          <bdi>{listing.data.title}</bdi>
        </p>
      ) : null}
      <div className="mt-6">
        {notFound ? (
          <EmptyState
            title={t('listings.edit.not_found')}
            action={
              <Link to={listingPaths.mine(platform)} className="font-semibold text-brand-700 underline">
                {t('listings.edit.back_to_list')}
              </Link>
            }
          />
        ) : error ? (
          <LoadError
            error={error}
            onRetry={() => {
              posting.retry();
              if (listing.error) void listing.refetch();
            }}
          />
        ) : !posting.data || !listing.data ? (
          <PageLoading />
        ) : (
          <EditSource platform={platform} listing={listing.data} data={posting.data} />
        )}
      </div>
    </div>
  );
}

/**
 * What the form starts from: an approved listing's edit waiting for review or rejected when
 * there is one (the owner continues from their last version, or discards it), else the stored
 * listing. An approved listing's edit goes to review while the published version stays online.
 */
function EditSource({
  platform,
  listing,
  data,
}: {
  platform: Platform;
  listing: ListingDetail;
  data: PostingData;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const approved = listing.status === 'approved';
  const revision = useOwnRevision(listing.id, approved);
  const discard = useDiscardWithConfirm();
  if (approved && revision.error) {
    return <LoadError error={revision.error} onRetry={() => void revision.refetch()} />;
  }
  if (approved && revision.data === undefined) return <PageLoading />;
  const edit = revision.data ?? null;
  return (
    <>
      {edit ? (
        <div
          role="note"
          data-testid="revision-edit-note"
          data-status={edit.status}
          className={`mb-6 rounded-lg px-4 py-3 text-sm ${edit.status === 'rejected' ? 'bg-red-50 text-red-900' : 'bg-sky-50 text-sky-950'}`}
        >
          <p>
            {edit.status === 'rejected'
              ? t('revisions.edit.rejected_note', { reason: isolate(edit.rejection_reason ?? '') })
              : t('revisions.edit.pending_note', { date: formatDate(locale, edit.submitted_at) })}
          </p>
          <button
            type="button"
            onClick={() => void discard.run(listing.id)}
            disabled={discard.isPending}
            aria-busy={discard.isPending}
            className="mt-2 font-semibold underline hover:no-underline disabled:opacity-60"
          >
            {t('revisions.edit.discard')}
          </button>
        </div>
      ) : approved ? (
        <p role="note" className="mb-6 rounded-lg bg-sky-50 px-4 py-3 text-sm text-sky-950">
          {t('revisions.edit.approved_note')}
        </p>
      ) : null}
      <EditForm
        // A discarded edit starts the form again from the published version.
        key={`${listing.id}:${edit?.submitted_at ?? 'stored'}`}
        platform={platform}
        source={edit?.listing ?? listing}
        stamp={edit?.submitted_at ?? listing.updated_at}
        data={data}
        isPromotionLocked={approved}
      />
    </>
  );
}

/** A version of the listing in the form. */
function EditForm({
  platform,
  source,
  stamp,
  data,
  isPromotionLocked,
}: {
  platform: Platform;
  isPromotionLocked: boolean;
  source: ListingDetail;
  /** When this version was stored: an older draft is dropped. */
  stamp: string;
  data: PostingData;
}) {
  const { t } = useTranslation();
  const [pristine] = useState(() =>
    listingToValues(source, decimalsOf(data.currencies, source.currency_id), (n) =>
      t('listings.photos.photo_n', { n }),
    ),
  );
  return (
    <ListingForm
      platform={platform}
      listingId={source.id}
      pristineValues={pristine}
      draftKey={draftKey({ kind: 'edit', listingId: source.id })}
      draftStamp={stamp}
      data={data}
      isPromotionLocked={isPromotionLocked}
    />
  );
}
