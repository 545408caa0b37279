import { AppError } from '../../platform/errors';
import { countAdEvent, type AdVisitor } from './record-event';
import type { AdServingDeps } from './serve-deps';
import { selectActive } from './serving-queries';

/** The link as an absolute http(s) address, or null for anything else (javascript:, data:, …). */
export function safeAdLink(link: string | null): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/**
 * A click on an active advertisement: counted once per visitor and day, then the address to
 * send the visitor to. A link that is not http(s) (even one stored before validation) is never
 * followed nor counted: 400. Unknown or inactive advertisements: 404.
 */
export async function clickAdvertisement(
  deps: AdServingDeps,
  input: { id: number; visitor: AdVisitor; now?: Date },
): Promise<string> {
  const ad = await selectActive(deps.db, input.id);
  if (!ad || !ad.link) throw new AppError('not_found');
  const target = safeAdLink(ad.link);
  if (!target) throw new AppError('bad_request');
  await countAdEvent(deps, ad.id, 'click', input.visitor, input.now ?? new Date());
  return target;
}
