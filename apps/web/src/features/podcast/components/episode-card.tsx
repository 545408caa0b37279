import { useTranslation } from '../../../lib/use-translation';
import { formatDate, formatDuration, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Button } from '../../../ui/button';
import { UserText } from '../../../ui/user-text';
import { RichText } from '../../../ui/rich-text';
import type { Episode } from '../api/list-episodes';
import { player, usePlayerSelect } from '../player/player-store';

/** One episode of the list: number and season, title, date, length, notes, and its play button. */
export function EpisodeCard({ episode }: { episode: Episode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { number, season, audio } = episode.details;
  const isCurrent = usePlayerSelect((s) => s.episode?.id === episode.id);
  const isPlaying = usePlayerSelect((s) => s.episode?.id === episode.id && s.playing);
  const numberLabel =
    season === null
      ? t('podcast.episode.number', { number: formatNumber(locale, number) })
      : t('podcast.episode.number_season', {
          number: formatNumber(locale, number),
          season: formatNumber(locale, season),
        });
  const play = () =>
    isPlaying
      ? player.pause()
      : player.play({
          id: episode.id,
          title: episode.title,
          src: audio.url,
          duration: audio.duration_seconds,
        });
  return (
    <article
      id={`episode-${episode.id}`}
      aria-labelledby={`episode-${episode.id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="episode"
    >
      <div className="flex items-start gap-4">
        <Button
          variant={isCurrent ? 'primary' : 'secondary'}
          onClick={play}
          aria-label={t(isPlaying ? 'podcast.episode.pause' : 'podcast.episode.play', {
            title: episode.title,
          })}
          data-testid="episode-play"
        >
          <span aria-hidden="true">{isPlaying ? '❚❚' : '▶'}</span>
        </Button>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium text-brand-700">{numberLabel}</p>
          <UserText
            as="h2"
            id={`episode-${episode.id}-title`}
            className="text-lg font-semibold text-slate-900"
          >
            {episode.title}
          </UserText>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={episode.published_at}>
              {formatDate(locale, episode.published_at, { dateStyle: 'long' })}
            </time>
            {audio.duration_seconds !== null ? (
              <>
                {' · '}
                <span>{formatDuration(locale, audio.duration_seconds)}</span>
              </>
            ) : null}
          </p>
          {episode.fallback ? (
            <p className="mt-1 text-xs text-slate-500">{t('podcast.episode.other_language')}</p>
          ) : null}
          {episode.body ? (
            <div className="mt-3">
              <RichText html={episode.body} locale={episode.locale} className="text-sm text-slate-700" />
            </div>
          ) : episode.summary ? (
            <UserText as="p" className="mt-3 text-sm text-slate-700">
              {episode.summary}
            </UserText>
          ) : null}
        </div>
      </div>
    </article>
  );
}
