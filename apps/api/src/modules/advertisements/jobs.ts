import type { Job } from '../../platform/jobs/runner';
import type { AdminAdsDeps } from './admin-deps';
import { ADVANCE_ADVERTISEMENTS_INTERVAL_MS, advanceAdvertisements } from './admin-advance';

/** The background jobs of advertisements, for the app's job runner (platform/jobs, docs/decisions/007). */
export function advertisementJobs(deps: AdminAdsDeps): Job[] {
  return [
    {
      name: 'advance-advertisements',
      intervalMs: ADVANCE_ADVERTISEMENTS_INTERVAL_MS,
      run: ({ signal }) => advanceAdvertisements(deps, { signal }),
    },
  ];
}
