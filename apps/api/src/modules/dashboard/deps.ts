import type { AccountDeps } from '../auth/service';

/** The dashboard only reads the database. */
export type DashboardDeps = Pick<AccountDeps, 'db'>;
