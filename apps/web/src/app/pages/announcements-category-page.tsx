import Page from '../../features/listings/pages/announcements-category-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
