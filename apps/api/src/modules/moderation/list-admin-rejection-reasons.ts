import type { ModerationDeps } from './deps';
import { selectManagedRejectionReasons } from './reason-queries';
import { toAdminRejectionReason } from './reason-view';

/** GET /admin/rejection-reasons/all (admins): every preset, inactive ones too, in order. */
export async function listAdminRejectionReasons(deps: Pick<ModerationDeps, 'db'>) {
  return { data: (await selectManagedRejectionReasons(deps.db)).map(toAdminRejectionReason) };
}
