import type { AdOrderFields } from '@portal/contract/advertisements';
import { AD_FILE_FIELDS } from '@portal/contract/advertisements-values';
import type { EndpointResponse } from '@portal/contract/endpoint-schemas';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { checked } from '../../../lib/call';
import { uploadForm } from '../../../lib/upload';

/** The order's text fields as the form holds them: multipart carries text (an empty one is left out). */
export type AdOrderText = Record<keyof AdOrderFields, string>;

export interface AdOrderFiles {
  media: File | null;
  id_card: File;
  license: File;
}

/** POST /advertisements: the order's fields and its files in one multipart request. */
export async function createAdvertisement(
  fields: AdOrderText,
  files: AdOrderFiles,
  onProgress?: (fraction: number) => void,
): Promise<EndpointResponse<'createAdvertisement'>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== '') body.append(name, value);
  }
  if (files.media) body.append(AD_FILE_FIELDS.media, files.media, files.media.name);
  body.append(AD_FILE_FIELDS.idCard, files.id_card, files.id_card.name);
  body.append(AD_FILE_FIELDS.license, files.license, files.license.name);
  const endpoint = advertisementsEndpoints.createAdvertisement;
  const answer = await uploadForm<unknown>(endpoint.path, body, {
    method: endpoint.method,
    ...(onProgress ? { onProgress } : {}),
  });
  return (await checked(endpoint, answer)) as EndpointResponse<'createAdvertisement'>;
}
