import Page from '../../features/listings/pages/sales-show-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
