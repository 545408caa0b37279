import Page from '../../features/listings/pages/announcements-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
