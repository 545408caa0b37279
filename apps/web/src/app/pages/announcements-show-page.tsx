import Page from '../../features/listings/pages/announcements-show-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
