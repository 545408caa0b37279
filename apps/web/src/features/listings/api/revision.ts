import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { revisionResponseSchema } from '@portal/contract/listings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { MY_LISTINGS_KEY } from './my-listings';

export type OwnRevision = z.infer<typeof revisionResponseSchema>['revision'];

const revisionKey = (id: number) => ['listings', 'revision', id] as const;

/**
 * GET /listings/{id}/revision: the owner's edit of an approved listing, waiting for review or
 * rejected, or null when there is none (404). Only asked for an approved listing's edit form.
 */
export function useOwnRevision(id: number, enabled: boolean) {
  return useQuery({
    queryKey: revisionKey(id),
    enabled,
    queryFn: async ({ signal }) => {
      try {
        return (await call(listingsEndpoints.getRevision, { params: { id }, signal })).revision;
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
    },
    // The edit form starts from what is stored now.
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /listings/{id}/revision: the owner drops their edit; the published version stays. */
export function useDiscardRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(listingsEndpoints.discardRevision, { params: { id } }),
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MY_LISTINGS_KEY }),
        queryClient.invalidateQueries({ queryKey: revisionKey(id) }),
      ]),
  });
}
