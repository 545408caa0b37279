import { defineEndpoints } from './endpoint';

export const notificationsEndpoints = defineEndpoints({
  listNotifications: ['GET', '/notifications'],
  unreadNotifications: ['GET', '/notifications/unread'],
  readNotification: ['POST', '/notifications/:id/read'],
  readAllNotifications: ['POST', '/notifications/read-all'],
  notificationPreferences: ['GET', '/notifications/preferences'],
  setNotificationPreferences: ['PUT', '/notifications/preferences'],
  pushKey: ['GET', '/notifications/push'],
  subscribePush: ['POST', '/notifications/push/subscriptions'],
  unsubscribePush: ['POST', '/notifications/push/unsubscribe'],
  liveEvents: ['GET', '/events'],
});
