import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** GET /advertisements/{id}: an active advertisement's page (404 for any other). */
export function usePublicAdvertisement(id: number) {
  return useQuery({
    queryKey: ['advertisements', 'public', id],
    queryFn: ({ signal }) =>
      call(advertisementsEndpoints.publicAdvertisement, { params: { id: String(id) }, signal }),
    select: (answer) => answer.advertisement,
  });
}
