import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { notificationsEndpoints } from '@portal/contract/endpoints/notifications';
import { useEffect, useRef } from 'react';

/**
 * The member's live events (Server-Sent Events of GET /events, signed in by the session cookie):
 * one stream per tab, whatever listens — the header's bell, a messages page — opened with the
 * first listener and closed with the last. Events carry ids only: a listener reads again what
 * it shows. The browser reconnects by itself after a lost connection, and every (re)opening
 * calls every listener, so what happened meanwhile is read too (docs/decisions/050).
 */

interface Listener {
  kinds: readonly string[];
  onEvent: () => void;
}

const listeners = new Set<Listener>();
let source: EventSource | null = null;
const heard = new Set<string>();

/** Whether this browser has EventSource; without it the pages ask again from time to time. */
export function liveEventsSupported(): boolean {
  return typeof EventSource !== 'undefined';
}

function listenTo(kind: string) {
  if (!source || heard.has(kind)) return;
  heard.add(kind);
  source.addEventListener(kind, () => {
    for (const listener of [...listeners]) if (listener.kinds.includes(kind)) listener.onEvent();
  });
}

/** Calls `onEvent` on each event of `kinds`, and on each (re)connection; answers the way to stop. */
export function subscribeLive(kinds: readonly string[], onEvent: () => void): () => void {
  const listener: Listener = { kinds, onEvent };
  listeners.add(listener);
  if (!source) {
    source = new EventSource(endpointUrl(notificationsEndpoints.liveEvents, {}));
    source.addEventListener('open', () => {
      for (const each of [...listeners]) each.onEvent();
    });
  }
  for (const kind of kinds) listenTo(kind);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || !source) return;
    source.close();
    source = null;
    heard.clear();
  };
}

/**
 * While `enabled` (a member is signed in): `onEvent` on each event of `kinds` and each
 * (re)connection. Nothing without EventSource: the caller keeps asking from time to time.
 */
export function useLiveEvents(kinds: readonly string[], onEvent: () => void, enabled: boolean): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  const key = kinds.join(',');
  useEffect(() => {
    if (!enabled || !liveEventsSupported()) return;
    return subscribeLive(key.split(','), () => latest.current());
  }, [key, enabled]);
}
