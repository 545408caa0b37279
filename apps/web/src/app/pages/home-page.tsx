import Page from '../../features/home/pages/home-page';
import { withCardSlots } from '../card-slots';

export default withCardSlots(Page);
