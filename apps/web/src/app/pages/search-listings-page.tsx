import Page from '../../features/listings/pages/search-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
