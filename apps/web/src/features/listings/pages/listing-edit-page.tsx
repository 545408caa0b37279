import type { Platform } from '@portal/contract/catalog';
import type { ListingDetail } from '@portal/contract/listings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoading } from '../../../app/route-page';
import { HttpError } from '../../../lib/http';
import { EmptyState } from '../../../ui/empty-state';
import { useListing } from '../api/listing';
import { ListingForm } from '../components/listing-form';
import { LoadError } from '../components/page-states';
import { draftKey } from '../draft';
import { decimalsOf, listingToValues } from '../listing-form-values';
import { listingPaths, platformOfPath } from '../platform';
import { usePostingData, type PostingData } from '../use-posting-data';

/**
 * /announcements/{id}/edit/{slug} and /sales/{id}/edit/{slug}: the owner's listing in the
 * posting form. Saving sends it back to review (issue 5); the unsent changes are kept as a
 * draft of this listing, until the listing itself changes.
 */
export default function ListingEditPage() {
  const { t } = useTranslation();
  const platform = platformOfPath(useLocation().pathname);
  const slug = useParams().slug ?? '';
  const posting = usePostingData(platform);
  const listing = useListing(slug);

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
          <EditForm key={listing.data.id} platform={platform} listing={listing.data} data={posting.data} />
        )}
      </div>
    </div>
  );
}

/** The stored listing in the form. */
function EditForm({
  platform,
  listing,
  data,
}: {
  platform: Platform;
  listing: ListingDetail;
  data: PostingData;
}) {
  const { t } = useTranslation();
  const [pristine] = useState(() =>
    listingToValues(listing, decimalsOf(data.currencies, listing.currency_id), (n) =>
      t('listings.photos.photo_n', { n }),
    ),
  );
  return (
    <ListingForm
      platform={platform}
      listingId={listing.id}
      pristineValues={pristine}
      draftKey={draftKey({ kind: 'edit', listingId: listing.id })}
      draftStamp={listing.updated_at}
      data={data}
    />
  );
}
