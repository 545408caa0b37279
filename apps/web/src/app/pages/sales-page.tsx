import Page from '../../features/listings/pages/sales-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
