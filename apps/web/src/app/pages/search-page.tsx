import Page from '../../features/search/pages/search-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
