import type { ServedAd } from '@portal/contract/advertisements';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { HttpError } from '../../../lib/http';
import { LoadError } from '../../../ui/load-error';
import { UserText } from '../../../ui/user-text';
import { NotFoundPage } from '../../system';
import { usePublicAdvertisement } from '../api/public-advertisement';
import { AdLink, AdMedia, SponsoredLabel } from '../placements/sponsored-ad';
import { useAdImpression } from '../placements/use-ad-impression';

/**
 * /advertisement/{id}: an active advertisement's own page — its media, name, description and
 * link (through the click redirect). Unknown, not yet running or finished ones are the site's 404.
 */
export default function AdvertisementShowPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = usePublicAdvertisement(valid ? id : 0);
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) return <NotFoundPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) {
    return (
      <p role="status" className="py-16 text-center text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  return <AdvertisementView ad={query.data} />;
}

function AdvertisementView({ ad }: { ad: ServedAd }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLElement>(null);
  useAdImpression(frame, ad.id);
  useEffect(() => {
    document.title = `${ad.name} · ${t('common.site_name')}`;
  }, [ad.name, t]);
  return (
    <article ref={frame} className="mx-auto max-w-3xl space-y-4" data-testid="advertisement-page">
      <SponsoredLabel />
      <UserText as="h1" className="text-2xl font-bold">
        {ad.name}
      </UserText>
      <AdMedia ad={ad} className="w-full max-w-md rounded-xl" />
      <UserText as="p" className="whitespace-pre-line text-slate-800">
        {ad.description}
      </UserText>
      {ad.click_path ? (
        <AdLink ad={ad} className="inline-block rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white">
          {t('ad-placements.page.visit')}
        </AdLink>
      ) : null}
    </article>
  );
}
