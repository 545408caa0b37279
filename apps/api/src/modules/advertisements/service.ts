import type { Advertisement } from '@portal/contract/advertisements';
import type { Tx } from '../../db/client';
import { advertisementsOf } from './advertisement-view';
import { selectAdvertisement } from './queries';

/** One order as its advertiser sees it (documents, amount due from the ledger), or undefined. */
export async function readAdvertisement(tx: Tx, id: number): Promise<Advertisement | undefined> {
  const row = await selectAdvertisement(tx, id);
  return row ? (await advertisementsOf(tx, [row]))[0] : undefined;
}

// What the rest of the API may use from this area (docs/decisions/023-module-boundaries.md).
export {
  advertisementsOf,
  toAdvertisement,
  toAdMedia,
  adMediaPath,
  AD_MEDIA_FOLDER,
} from './advertisement-view';
export {
  releaseAdvertisementPlaces,
  adScope,
  adCapacity,
  freePlaces,
  portalToday,
  orderDays,
  addDays,
} from './capacity';
export {
  selectAdvertisement,
  selectAdvertisementForUpdate,
  selectDocumentsOf,
  selectPaidOf,
  updateAdvertisementStatus,
  type AdvertisementRow,
  type AdDocumentRow,
} from './queries';
