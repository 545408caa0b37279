import type { PushConfig } from '../../config';
import type { Db } from '../../db/client';

/** What the notifications area needs from the app, passed in (easy to test). */
export interface NotificationsDeps {
  db: Db;
  /** The VAPID keys; undefined when web push is off. */
  push: PushConfig | undefined;
}
