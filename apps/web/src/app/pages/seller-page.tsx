import Page from '../../features/sellers/pages/seller-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
