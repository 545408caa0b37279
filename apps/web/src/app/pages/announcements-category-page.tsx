import Page from '../../features/listings/pages/announcements-category-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
