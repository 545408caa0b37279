import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { Button } from '../../../ui/button';

/** The feed's address in the visitor's language, for podcast apps. */
export function feedUrl(origin: string, locale: string): string {
  return `${origin}/podcast/feed.xml?lang=${locale}`;
}

/** Subscribe: the RSS feed's address, to open or to copy into a podcast app. */
export function FeedLinks() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const url = feedUrl(typeof window === 'undefined' ? '' : window.location.origin, locale);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selectable instead.
      setCopied('no');
    }
  };
  return (
    <section aria-labelledby="podcast-subscribe" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="podcast-subscribe" className="mb-2 text-lg font-semibold">
        {t('podcast.subscribe.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t('podcast.subscribe.body')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="podcast-feed-url" className="sr-only">
          {t('podcast.subscribe.feed_url')}
        </label>
        <input
          id="podcast-feed-url"
          readOnly
          dir="ltr"
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          data-testid="podcast-feed-url"
        />
        <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid="podcast-copy-feed">
          {t('podcast.subscribe.copy')}
        </Button>
        <a
          href={url}
          type="application/rss+xml"
          className="text-sm text-brand-700 underline hover:text-brand-800"
        >
          {t('podcast.subscribe.open_feed')}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600">
        {copied === 'yes'
          ? t('podcast.subscribe.copied')
          : copied === 'no'
            ? t('podcast.subscribe.copy_failed')
            : ''}
      </p>
    </section>
  );
}
