import { alertsEndpoints } from '@portal/contract/endpoints/alerts';
import { call } from '../../../lib/call';

/** POST /saved-searches/unsubscribe: turns off the alerts an alert mail's link names, without login. */
export function unsubscribeAlerts(token: string) {
  return call(alertsEndpoints.unsubscribeAlerts, { body: { token } });
}
