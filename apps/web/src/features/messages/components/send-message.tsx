import type { ListingDetail } from '@portal/contract/listings';
import { pathFor } from '@portal/contract/routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useCurrentUser } from '../../auth/api';
import { useLoginFirst } from '../../engagement/use-login-first';
import { useStartConversation } from '../api/send-message';
import { MessageForm } from './message-form';

/**
 * "Send a message" on a listing's page (not on one's own): a visitor is sent to sign in and
 * brought back; a member whose address is not verified is told why they cannot yet; the others
 * write here and land in the conversation.
 */
export function SendMessage({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginFirst = useLoginFirst();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const start = useStartConversation(listing.id);
  if (listing.is_owner) return null;
  if (user && !user.email_verified) {
    return (
      <p
        className="mt-4 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        data-testid="message-unverified"
      >
        {t('messages.send.unverified')}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        variant="secondary"
        size="lg"
        className="mt-3 w-full"
        data-testid="send-message"
        onClick={() => loginFirst(() => setOpen(true))}
      >
        {t('messages.send.button')}
      </Button>
    );
  }
  return (
    <section
      className="mt-4 flex flex-col gap-2 rounded-lg border border-slate-200 p-3"
      aria-labelledby="send-message-title"
    >
      <h2 id="send-message-title" className="font-semibold">
        {t('messages.send.title')}
      </h2>
      <MessageForm
        testId="send-message-form"
        onSend={async (body) => {
          const sent = await start.mutateAsync(body);
          await navigate(pathFor('profile-message', { id: sent.conversation.id }));
        }}
      />
      <Button variant="secondary" onClick={() => setOpen(false)}>
        {t('messages.send.cancel')}
      </Button>
    </section>
  );
}
