import type { AdminUsersQuery } from '@portal/contract/trust';
import type { TrustDeps } from './deps';
import { countUsers, selectUsersPage } from './queries';
import { toUserSummary } from './user-view';

/** GET /admin/users: accounts newest first, searched by name, email, username or phone digits. */
export async function listUsers(deps: TrustDeps, query: AdminUsersQuery) {
  const filters = { q: query.q, role: query.role, status: query.status };
  const offset = (query.page - 1) * query.per_page;
  const [rows, total] = await Promise.all([
    selectUsersPage(deps.db, filters, query.per_page, offset),
    countUsers(deps.db, filters),
  ]);
  return { data: rows.map(toUserSummary), total, page: query.page, per_page: query.per_page };
}
