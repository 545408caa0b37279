import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** POST /sellers/{username}/phone: the business's phone, asked for on a click. */
export function useRevealSellerPhone(username: string) {
  return useMutation({
    mutationFn: () => call(sellersEndpoints.revealSellerPhone, { params: { username } }),
  });
}
