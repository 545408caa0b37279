import type { NotificationPush } from '@portal/contract/notification-values';
import webPush from 'web-push';
import type { PushConfig } from '../../config';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a push for a browser that is offline. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Sends one push: the payload is encrypted for the browser's keys (RFC 8291) and signed with
 * the portal's VAPID keys (RFC 8292) by the web-push package; the request itself goes through
 * fetch, with a time limit. Answers the push service's status (201 when accepted; 404 and 410
 * mean the subscription is gone), or 0 when it could not be reached.
 */
export async function sendPush(
  config: PushConfig,
  target: PushTarget,
  payload: NotificationPush,
): Promise<number> {
  const request = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
      TTL: TTL_SECONDS,
    },
  );
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}
