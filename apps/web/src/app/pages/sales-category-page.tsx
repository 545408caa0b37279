import Page from '../../features/listings/pages/sales-category-page';
import { withEngagement } from '../listing-slots';

export default withEngagement(Page);
