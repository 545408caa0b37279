import { createContext, useContext, type ReactNode } from 'react';

/**
 * A place in each branch's card where another area draws its own content (the branch's paid
 * advertisement). Contact only leaves the place; the app fills it (app/pages/contact-us-page.tsx),
 * so contact never imports that area.
 */
export interface ContactSlots {
  branchExtra?: (branchId: number) => ReactNode;
}

const ContactSlotsContext = createContext<ContactSlots>({});

export function ContactSlotsProvider({ slots, children }: { slots: ContactSlots; children: ReactNode }) {
  return <ContactSlotsContext value={slots}>{children}</ContactSlotsContext>;
}

export function useContactSlots(): ContactSlots {
  return useContext(ContactSlotsContext);
}
