import type { CategoryNode, Platform } from '@portal/contract/catalog';
import { isPostingOpen } from '@portal/contract/settings';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { useLocale } from '../../../lib/use-locale';
import { EmptyState } from '../../../ui/empty-state';
import { categoryPath } from '../../catalog/api/categories';
import { ListingForm } from '../components/listing-form';
import { LoadError } from '../../../ui/load-error';
import { draftKey } from '../draft';
import { blankListingValues, type ListingFormValues } from '../listing-form-values';
import { listingPaths, platformOfPath } from '../platform';
import { usePostingData, type PostingData } from '../use-posting-data';

/**
 * /announcements/{id}/create and /sales/{id}/create (id = the category, at any level
 * of the tree, which the form starts from). Login is required by the route; posting needs a
 * verified email, which the API checks (403) and the form says beforehand.
 */
export default function ListingCreatePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const platform = platformOfPath(useLocation().pathname);
  const categoryId = Number(useParams().id);
  const { data, error, retry } = usePostingData(platform);

  const title =
    platform === 'sales' ? t('routes.sales-create.title') : t('routes.announcements-create.title');
  const chain = data ? categoryPath(data.tree, categoryId) : null;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold">{title}</h1>
      {chain ? (
        <p className="mt-1 text-slate-600" data-testid="listing-category-path">
          {chain.map((node) => node.names[locale]).join(' › ')}
        </p>
      ) : null}
      <div className="mt-6">
        {error ? (
          <LoadError error={error} onRetry={retry} />
        ) : !data ? (
          <PageLoading />
        ) : !isPostingOpen(data.settings, platform) ? (
          <EmptyState
            title={t('listings.create.posting_closed_title')}
            body={t('listings.create.posting_closed_body')}
          />
        ) : !chain ? (
          <EmptyState
            title={t('listings.create.unknown_category')}
            body={t('listings.create.unknown_category_body')}
            action={
              <Link to={listingPaths.mine(platform)} className="font-semibold text-brand-700 underline">
                {t('listings.create.choose_category')}
              </Link>
            }
          />
        ) : (
          <CreateForm key={`${platform}:${categoryId}`} platform={platform} chain={chain} data={data} />
        )}
      </div>
    </div>
  );
}

/** The blank form of the chosen category (its branch of the tree filled in). */
function CreateForm({
  platform,
  chain,
  data,
}: {
  platform: Platform;
  chain: CategoryNode[];
  data: PostingData;
}) {
  const [pristine] = useState<ListingFormValues>(() => ({
    ...blankListingValues(data.settings, data.currencies.find((c) => c.is_default)?.code ?? 'DZD'),
    category_id: String(chain[0]!.id),
    sub_category_id: chain[1] ? String(chain[1].id) : '',
    filter_id: chain[2] ? String(chain[2].id) : '',
  }));
  const categoryId = chain[chain.length - 1]!.id;
  return (
    <ListingForm
      platform={platform}
      pristineValues={pristine}
      draftKey={draftKey({ kind: 'create', platform, categoryId })}
      data={data}
    />
  );
}
