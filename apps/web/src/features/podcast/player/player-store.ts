import { useSyncExternalStore } from 'react';

/** What the player needs of an episode. */
export interface PlayerEpisode {
  id: number;
  title: string;
  /** The audio file's address. */
  src: string;
  /** Length in seconds, when known before the file's metadata arrives. */
  duration: number | null;
}

export const PLAYBACK_RATES = [1, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

export interface PlayerState {
  episode: PlayerEpisode | null;
  playing: boolean;
  currentTime: number;
  duration: number | null;
  rate: PlaybackRate;
}

const INITIAL: PlayerState = { episode: null, playing: false, currentTime: 0, duration: null, rate: 1 };

let state: PlayerState = INITIAL;
const listeners = new Set<() => void>();
/**
 * The one <audio> element of the app: made on the first press of play (inside that press, so
 * browsers that want a gesture to start sound get one) and kept for the visit. It belongs to
 * this module, not to a page, so moving between pages never stops it; the mini-player in the
 * app shell drives it.
 */
let audio: HTMLAudioElement | null = null;

function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function element(): HTMLAudioElement {
  if (audio) return audio;
  const made = document.createElement('audio');
  made.preload = 'metadata';
  made.dataset.testid = 'podcast-audio';
  // In the document (hidden; no controls of its own) so tests and assistive tools can find it.
  made.hidden = true;
  document.body.append(made);
  made.addEventListener('play', () => set({ playing: true }));
  made.addEventListener('pause', () => set({ playing: false }));
  made.addEventListener('ended', () => set({ playing: false }));
  made.addEventListener('timeupdate', () => set({ currentTime: made.currentTime }));
  made.addEventListener('loadedmetadata', () => {
    if (Number.isFinite(made.duration)) set({ duration: made.duration });
  });
  audio = made;
  return made;
}

export const player = {
  /** Plays an episode from its start, or resumes it when it is the one loaded. */
  play(episode: PlayerEpisode): void {
    const media = element();
    if (state.episode?.id !== episode.id) {
      media.src = episode.src;
      media.playbackRate = state.rate;
      set({ episode, currentTime: 0, duration: episode.duration, playing: true });
    }
    // A refused start (no gesture, a broken file) leaves the player paused, which it shows.
    void media.play().catch(() => set({ playing: false }));
  },
  pause(): void {
    audio?.pause();
  },
  toggle(): void {
    if (!state.episode) return;
    if (state.playing) player.pause();
    else player.play(state.episode);
  },
  seek(seconds: number): void {
    if (!audio) return;
    const end = state.duration ?? audio.duration;
    audio.currentTime = Math.max(0, Number.isFinite(end) ? Math.min(seconds, end) : seconds);
    set({ currentTime: audio.currentTime });
  },
  skip(seconds: number): void {
    player.seek(state.currentTime + seconds);
  },
  setRate(rate: PlaybackRate): void {
    if (audio) audio.playbackRate = rate;
    set({ rate });
  },
  /** Stops and unloads the episode; the bar goes away. */
  close(): void {
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    set({ episode: null, playing: false, currentTime: 0, duration: null });
  },
  getState: (): PlayerState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The player's state; the server render sees it empty. */
export function usePlayer(): PlayerState {
  return useSyncExternalStore(player.subscribe, player.getState, () => INITIAL);
}

/**
 * One value of the state (a primitive, or an object the store keeps): the component re-renders
 * only when it changes, not at every tick of the playing time.
 */
export function usePlayerSelect<T>(select: (state: PlayerState) => T): T {
  return useSyncExternalStore(
    player.subscribe,
    () => select(state),
    () => select(INITIAL),
  );
}

/** Tests: forget the element and the state between cases. */
export function resetPlayerForTests(): void {
  audio?.remove();
  audio = null;
  state = INITIAL;
  for (const listener of listeners) listener();
}
