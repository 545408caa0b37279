import { usePageMeta } from '../../../app/page-meta';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageLoading } from '../../../app/route-page';
import { HttpError } from '../../../lib/http';
import { useTranslation } from '../../../lib/use-translation';
import { LoadError } from '../../../ui/load-error';
import { NotFound } from '../../../ui/not-found';
import { BrowseView } from '../../listings';
import { useSeller } from '../api/get-seller';
import { SellerHeader } from '../components/seller-header';

/** /sellers/{username}: who the seller is, then their public listings of both platforms, with the list's filters. */
export default function SellerPage() {
  const { t } = useTranslation();
  const username = useParams().username ?? '';
  const seller = useSeller(username);
  const data = seller.data;
  const title = data ? data.business?.name || data.name || data.username : '';

  useEffect(() => {
    if (title) document.title = `${title} · ${t('common.site_name')}`;
  }, [title, t]);

  if (seller.error) {
    return seller.error instanceof HttpError && seller.error.status === 404 ? (
      <SellerNotFound />
    ) : (
      <LoadError error={seller.error} onRetry={() => void seller.refetch()} />
    );
  }
  if (!data) return <PageLoading />;
  return (
    <div className="space-y-6" data-testid="seller-page">
      <SellerHeader seller={data} />
      <section aria-labelledby="seller-listings" className="space-y-4">
        <h2 id="seller-listings" className="text-xl font-bold">
          {t('sellers.page.listings')}
        </h2>
        <BrowseView platform={null} sellerId={data.id} searchLabel={t('sellers.page.search')} />
      </section>
    </div>
  );
}

function SellerNotFound() {
  const { t } = useTranslation();
  usePageMeta('not-found');
  return (
    <NotFound
      title={t('sellers.not_found.title')}
      body={t('sellers.not_found.body')}
      home={t('sellers.not_found.home')}
    />
  );
}
