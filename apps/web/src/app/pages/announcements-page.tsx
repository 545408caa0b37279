import Page from '../../features/listings/pages/announcements-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
