import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ShareMenu } from '../../../ui/share-menu';
import { useContentItem } from '../api/get-content';
import { FallbackNotice } from '../components/fallback-notice';
import { ItemLead } from '../components/item-lead';
import { ServiceBranches } from '../components/service-branches';
import { QueryStates } from '../components/states';
import { bookingPath } from '../services';
import { useItemTitle } from '../use-item-title';

/**
 * One service of the agency (/services/:id, by id or slug): the trail back to the services,
 * its picture and text, the branches offering it, share, and booking an appointment when
 * staff offer it. An unknown or unpublished one is the site's 404.
 */
export default function ServiceShowPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useContentItem('service', id ?? '');
  useItemTitle(query.data?.item.title);
  return (
    <QueryStates query={query}>
      {({ item }) => {
        if (item.details.kind !== 'service') return null;
        const { image, branches, booking } = item.details;
        const dir = directionOf(item.locale);
        // Offered at the top and again after the branches, where a reader who read on decides.
        const book = (testId?: string) =>
          booking ? (
            <Link
              to={bookingPath(item)}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
              data-testid={testId}
            >
              {t('content.service.book')}
            </Link>
          ) : null;
        return (
          <>
            <Breadcrumbs
              trail={[
                { label: t('routes.services-all.title'), to: '/services/all' },
                { label: <bdi lang={item.locale}>{item.title}</bdi> },
              ]}
            />
            <article className="mx-auto max-w-3xl" data-testid="service">
              <FallbackNotice item={item} />
              <header className="mb-6 space-y-3">
                <h1 lang={item.locale} dir={dir} className="text-2xl font-bold sm:text-3xl">
                  {item.title}
                </h1>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  {book('service-book')}
                  <ShareMenu title={item.title} />
                </div>
              </header>
              <ItemLead item={item} picture={image} />
              <ServiceBranches branches={branches} lang={item.locale} />
              {booking ? (
                <div className="mt-8 rounded-2xl bg-brand-50 p-5 text-center">
                  <p className="mb-3 text-slate-800">{t('content.service.book_intro')}</p>
                  {book()}
                </div>
              ) : null}
            </article>
          </>
        );
      }}
    </QueryStates>
  );
}
