import type { NotificationPreferences } from '@portal/contract/notifications';
import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/contract/notification-values';
import type { NotificationsDeps } from './deps';
import { selectChannels, upsertChannels } from './queries';

/** Every kind with the member's channel: their choice, else the kind's default. */
export async function getPreferences(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
): Promise<NotificationPreferences> {
  const chosen = await selectChannels(deps.db, userId);
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      channel: chosen.get(kind) ?? NOTIFICATION_DEFAULTS[kind],
    })),
  };
}

/** Sets the member's channel of the kinds given (the others keep theirs); answers them all. */
export async function setPreferences(
  deps: Pick<NotificationsDeps, 'db'>,
  userId: number,
  preferences: { kind: NotificationKind; channel: NotificationChannel }[],
): Promise<NotificationPreferences> {
  await upsertChannels(deps.db, userId, preferences);
  return getPreferences(deps, userId);
}
