import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { call } from '../../../lib/call';

/** POST /advertisements/{id}/impressions: the advertisement was at least half on screen (the server counts it once a day). */
export function recordAdImpression(id: number) {
  return call(advertisementsEndpoints.recordAdImpression, {
    params: { id: String(id) },
    body: { kind: 'impression' },
  });
}
