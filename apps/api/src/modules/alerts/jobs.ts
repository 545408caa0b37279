import type { Job } from '../../platform/jobs/runner';
import type { AlertsDeps } from './deps';
import { DIGEST_INTERVAL_MS, sendDigests } from './digests';
import { MATCH_ALERTS_INTERVAL_MS, matchAlerts } from './match-alerts';

/** The background jobs of alerts, for the app's job runner (platform/jobs, docs/decisions/007). */
export function alertJobs(deps: AlertsDeps): Job[] {
  return [
    {
      name: 'match-alerts',
      intervalMs: MATCH_ALERTS_INTERVAL_MS,
      run: ({ signal }) => matchAlerts(deps, { signal }),
    },
    {
      name: 'alert-digests',
      intervalMs: DIGEST_INTERVAL_MS,
      run: ({ signal }) => sendDigests(deps, { signal }),
    },
  ];
}
