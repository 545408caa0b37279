import type { Job } from '../../platform/jobs/runner';
import type { AlertsDeps } from './deps';
import { DIGEST_INTERVAL_MS, sendDigests } from './digests';
import { matchAlerts } from './match-alerts';

/**
 * The background jobs of alerts, for the app's job runner (platform/jobs, docs/decisions/007).
 * `matchIntervalMs`: how often new listings are matched and immediate alerts sent
 * (config.matchAlertsIntervalMs).
 */
export function alertJobs(deps: AlertsDeps, options: { matchIntervalMs: number }): Job[] {
  return [
    {
      name: 'match-alerts',
      intervalMs: options.matchIntervalMs,
      run: ({ signal }) => matchAlerts(deps, { signal }),
    },
    {
      name: 'alert-digests',
      intervalMs: DIGEST_INTERVAL_MS,
      run: ({ signal }) => sendDigests(deps, { signal }),
    },
  ];
}
