import type { ComponentType } from 'react';
import { PriceHistory } from '../features/alerts/components/price-history';
import { ListingActions } from '../features/engagement/components/listing-actions';
import { PhoneReveal } from '../features/engagement/components/phone-reveal';
import { SendMessage } from '../features/messages/components/send-message';
import { CARD_SLOTS } from './card-slots';
import { withSlots } from './listing-slots';

/**
 * A listing's page: its like, share and report buttons, the phone behind a button, "Send a
 * message", its price history, and the cards of related ads.
 */
export const withDetailSlots = (Page: ComponentType) =>
  withSlots(
    {
      ...CARD_SLOTS,
      detailActions: (listing) => <ListingActions listing={listing} />,
      priceHistory: (listing) => <PriceHistory listing={listing} />,
      contact: (listing) => (
        <>
          <PhoneReveal listing={listing} />
          <SendMessage listing={listing} />
        </>
      ),
    },
    Page,
  );
