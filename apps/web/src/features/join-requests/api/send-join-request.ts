import type { EndpointResponse } from '@portal/contract/endpoint-schemas';
import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import { JOIN_FILES_FIELD, type JoinRequestFields } from '@portal/contract/join-requests';
import { checked } from '../../../lib/call';
import { uploadForm } from '../../../lib/upload';

/** POST /join-requests: the fields and every file in one multipart request. */
export async function sendJoinRequest(
  fields: JoinRequestFields,
  files: readonly File[],
  onProgress?: (fraction: number) => void,
): Promise<EndpointResponse<'createJoinRequest'>> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append(JOIN_FILES_FIELD, file, file.name);
  const endpoint = joinRequestsEndpoints.createJoinRequest;
  const answer = await uploadForm<unknown>(endpoint.path, body, {
    method: endpoint.method,
    ...(onProgress ? { onProgress } : {}),
  });
  return (await checked(endpoint, answer)) as EndpointResponse<'createJoinRequest'>;
}
