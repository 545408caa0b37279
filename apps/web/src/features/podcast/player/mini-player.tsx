import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { Button } from '../../../ui/button';
import { UserText } from '../../../ui/user-text';
import { formatClock } from './clock';
import { PLAYBACK_RATES, player, usePlayer } from './player-store';
import { formatNumber } from '../../../lib/format';

/** Seconds a "back" or "forward" of the system's media keys moves. */
const SKIP_SECONDS = 15;
const COVER = '/build/podcast-cover.png';

/**
 * The lock screen, headset buttons and the system's media keys: the episode's title and the
 * podcast's cover, and the actions they may send.
 */
function useMediaSession(title: string | undefined, artist: string) {
  useEffect(() => {
    if (!title || typeof navigator === 'undefined' || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({
        title,
        artist,
        artwork: [{ src: COVER, sizes: '1400x1400', type: 'image/png' }],
      });
    }
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => player.toggle()],
      ['pause', () => player.pause()],
      ['seekbackward', (d) => player.skip(-(d.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (d) => player.skip(d.seekOffset ?? SKIP_SECONDS)],
      ['seekto', (d) => d.seekTime !== undefined && player.seek(d.seekTime)],
      ['stop', () => player.close()],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [title, artist]);
}

/**
 * The bar at the bottom of every page once an episode plays: title, play/pause, seek, time,
 * speed and close. A quiet live region says only what changed state (playing, paused), never
 * the running time.
 */
export default function MiniPlayer() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { episode, playing, currentTime, duration, rate } = usePlayer();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ id: number | undefined; playing: boolean }>({ id: undefined, playing: false });
  useMediaSession(episode?.title, t('podcast.title'));

  useEffect(() => {
    if (!episode) return;
    const before = previous.current;
    if (before.id !== episode.id || before.playing !== playing) {
      setAnnouncement(
        t(playing ? 'podcast.player.now_playing' : 'podcast.player.paused', { title: episode.title }),
      );
    }
    previous.current = { id: episode.id, playing };
  }, [episode, playing, t]);

  if (!episode) return null;
  const end = duration ?? 0;
  return (
    <section
      aria-label={t('podcast.player.label')}
      data-testid="mini-player"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-2">
        <Button
          variant="primary"
          size="sm"
          onClick={() => player.toggle()}
          aria-label={t(playing ? 'podcast.player.pause' : 'podcast.player.play')}
          data-testid="mini-player-toggle"
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </Button>
        <div className="min-w-0 flex-1">
          <UserText as="p" className="truncate text-sm font-medium text-slate-900">
            {episode.title}
          </UserText>
          <div className="flex items-center gap-2">
            <input
              type="range"
              min={0}
              max={Math.max(end, 0)}
              step={1}
              value={Math.min(currentTime, end || currentTime)}
              onChange={(event) => player.seek(Number(event.target.value))}
              aria-label={t('podcast.player.seek')}
              aria-valuetext={t('podcast.player.position', {
                current: formatClock(locale, currentTime),
                total: formatClock(locale, end),
              })}
              disabled={end === 0}
              className="h-1 w-full cursor-pointer accent-brand-700"
              data-testid="mini-player-seek"
            />
            {/* Times read left to right in every language, like a clock. */}
            <span
              dir="ltr"
              className="shrink-0 text-xs tabular-nums text-slate-600"
              data-testid="mini-player-time"
            >
              {formatClock(locale, currentTime)} / {formatClock(locale, end)}
            </span>
          </div>
        </div>
        <div role="group" aria-label={t('podcast.player.speed')} className="flex gap-1">
          {PLAYBACK_RATES.map((value) => (
            <Button
              key={value}
              variant={rate === value ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={rate === value}
              onClick={() => player.setRate(value)}
            >
              {t('podcast.player.rate', { rate: formatNumber(locale, value) })}
            </Button>
          ))}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => player.close()}
          aria-label={t('podcast.player.close')}
          data-testid="mini-player-close"
        >
          <span aria-hidden="true">✕</span>
        </Button>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </div>
    </section>
  );
}
