import type { AdminRejectionReason } from '@portal/contract/settings-admin';
import type { RejectionReasonRow } from './queries';

/** A preset as the management screen sees it, and as its audit entries record it. */

export function reasonSnapshot(row: RejectionReasonRow) {
  return {
    key: row.key,
    texts: { ar: row.textAr, fr: row.textFr, en: row.textEn },
    sort: row.sort,
    is_active: row.isActive,
  };
}

export function toAdminRejectionReason(row: RejectionReasonRow): AdminRejectionReason {
  return { id: row.id, ...reasonSnapshot(row) };
}
