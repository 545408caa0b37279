import Page from '../../features/listings/pages/sales-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
