import Page from '../../features/listings/pages/sales-show-page';
import { withDetailSlots } from '../detail-slots';

export default withDetailSlots(Page);
