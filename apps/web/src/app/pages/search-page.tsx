import Page from '../../features/listings/pages/search-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
