import type { RequestScope } from '../../platform/request-scope';
import { contentVersion } from '../content/service';
import { publicListingsVersion } from '../listings/service';
import { settingsVersion } from '../settings/service';
import type { HomeDeps } from './deps';

/**
 * The version of what the public pages show: the listings the public sees (moved by triggers
 * on every approval, expiry, removal or suspension), the CMS's published items and the
 * settings. Three small reads; any write that changes what a visitor sees changes it, in
 * every process at its commit, so answers kept in memory under it are never served stale.
 */
export async function publicDataVersion(deps: Pick<HomeDeps, 'db'>, scope?: RequestScope): Promise<string> {
  const parts = await Promise.all([
    publicListingsVersion(deps, scope),
    contentVersion(deps.db, scope),
    settingsVersion(deps.db, scope),
  ]);
  return parts.join(':');
}
