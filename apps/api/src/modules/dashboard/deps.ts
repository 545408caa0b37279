import type { AccountDeps } from '../auth/deps';

/** The dashboard only reads the database. */
export type DashboardDeps = Pick<AccountDeps, 'db'>;
