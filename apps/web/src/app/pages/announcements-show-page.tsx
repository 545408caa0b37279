import Page from '../../features/listings/pages/announcements-show-page';
import { withDetailSlots } from '../detail-slots';

export default withDetailSlots(Page);
