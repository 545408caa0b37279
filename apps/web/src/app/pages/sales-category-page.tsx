import Page from '../../features/listings/pages/sales-category-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
