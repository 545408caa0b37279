import Page from '../../features/contact/pages/contact-us-page';
import { ContactSlotsProvider, type ContactSlots } from '../../features/contact/contact-slots';
import { BranchAdvertisement } from '../../features/advertisements/placements/page-placements';

/** Each branch's card carries the advertisement bought for that branch (main branch placement). */
const SLOTS: ContactSlots = { branchExtra: (branchId) => <BranchAdvertisement branchId={branchId} /> };

export default function ContactUsPage() {
  return (
    <ContactSlotsProvider slots={SLOTS}>
      <Page />
    </ContactSlotsProvider>
  );
}
