import { useTranslation } from '../../../../lib/use-translation';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import type { ReviewListing } from '../api/review-listing';
import { AuthorRecord } from './author-record';

/** Who posted the listing, how to reach them and their record, for the reviewer. */
export function AuthorCard({ author }: { author: ReviewListing['author'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const row = 'flex flex-wrap justify-between gap-x-3';
  return (
    <section
      aria-labelledby="author-title"
      className="rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="author-card"
    >
      <h2 id="author-title" className="mb-3 text-lg font-bold">
        {t('admin.author.title')}
      </h2>
      <p className="font-semibold">
        <bdi>{author.name}</bdi>{' '}
        <span className="text-sm font-normal text-slate-600" dir="ltr">
          @{author.username}
        </span>
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className={row}>
          <dt className="text-slate-600">{t('admin.author.email')}</dt>
          <dd dir="ltr" className="break-all">
            {author.email}{' '}
            <span className="text-xs text-slate-600">
              ({t(author.email_verified ? 'admin.author.verified' : 'admin.author.unverified')})
            </span>
          </dd>
        </div>
        {author.phone ? (
          <div className={row}>
            <dt className="text-slate-600">{t('admin.author.phone')}</dt>
            <dd dir="ltr">{`${author.country_code ?? ''} ${author.phone}`.trim()}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt className="text-slate-600">{t('admin.author.member_since')}</dt>
          <dd>{formatDate(locale, author.created_at, { dateStyle: 'long' })}</dd>
        </div>
      </dl>
      <h3 className="mt-4 mb-1 text-sm font-semibold">{t('admin.record.label')}</h3>
      <AuthorRecord history={author.history} />
    </section>
  );
}
