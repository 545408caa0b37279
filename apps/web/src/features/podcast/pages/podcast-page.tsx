import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { PageLoading } from '../../../app/route-page';
import { useEpisodes } from '../api/list-episodes';
import { EpisodeCard } from '../components/episode-card';
import { FeedLinks } from '../components/feed-links';

/** /podcast: the episodes, each with its play button, and how to subscribe in a podcast app. */
export default function PodcastPage() {
  const { t } = useTranslation();
  const episodes = useEpisodes();
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('podcast.title')}</h1>
        <p className="mt-1 text-slate-600">{t('podcast.intro')}</p>
      </header>
      <FeedLinks />
      {episodes.isPending ? (
        <PageLoading />
      ) : episodes.isError ? (
        <LoadError error={episodes.error} onRetry={() => void episodes.refetch()} />
      ) : episodes.data.length === 0 ? (
        <EmptyState title={t('podcast.empty.title')} body={t('podcast.empty.body')} />
      ) : (
        <ol className="flex flex-col gap-4" aria-label={t('podcast.episodes')}>
          {episodes.data.map((episode) => (
            <li key={episode.id}>
              <EpisodeCard episode={episode} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
