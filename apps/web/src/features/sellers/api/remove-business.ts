import { sellersEndpoints } from '@portal/contract/endpoints/sellers';
import { call } from '../../../lib/call';

/** DELETE /user/business: the account is an individual again. */
export async function removeBusiness(): Promise<void> {
  await call(sellersEndpoints.removeBusiness);
}
