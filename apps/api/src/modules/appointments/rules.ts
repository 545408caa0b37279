import type { Settings } from '@portal/contract/settings';
import { AppError } from '../../platform/errors';
import { getBookableService, listBranches } from '../content/service';
import { getSettings, portalTimeZone } from '../settings/service';
import { type AppointmentsDeps, nowOf } from './deps';
import type { SlotRules } from './slots';

/**
 * The slot rules of a service at a branch, or `slot_unavailable` when that service is not
 * bookable there (unknown, booking off, or the branch does not offer it).
 */
export async function bookingRules(
  deps: AppointmentsDeps,
  serviceId: number,
  branchId: number,
): Promise<{ rules: SlotRules; settings: Settings }> {
  const [settings, service] = await Promise.all([
    getSettings(deps.db),
    getBookableService(deps.db, serviceId, branchId),
  ]);
  if (!service) throw new AppError('slot_unavailable');
  const branch = (await listBranches(deps.db)).find((b) => b.id === branchId);
  return {
    settings,
    rules: {
      settings: settings.appointments,
      zone: portalTimeZone(settings),
      branchId,
      branchHours: branch?.hours ?? [],
      now: nowOf(deps),
    },
  };
}
