import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { removeCookie } from '../../../lib/cookies';
import { AUTH_COOKIE } from '../../../lib/http';
import { useConfirm } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast-store';
import { PROFILE_KEY } from '../api';
import { deleteAccount } from '../api/delete-account';
import { isConfirmationCancelled, outcomeText } from '../outcome';
import { Button } from '../../../ui/button';

/**
 * Deleting the account: "Are you sure?" / "You won't be able to revert this!",
 * then DELETE user, which may need the 423 round trip; then the visitor is signed out here
 * and goes to the home page.
 */
export function AccountDelete() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const onDelete = async () => {
    if (!(await confirm({ confirmLabel: t('profile.delete.confirm') }))) return;
    setPending(true);
    try {
      const res = await deleteAccount({ confirm: true });
      // The cookie goes first; the current user is cleared by the navigation effects once
      // /home is on screen (clearing it here, on a login-required page, would send the
      // visitor to the login screen instead).
      removeCookie(AUTH_COOKIE);
      queryClient.removeQueries({ queryKey: PROFILE_KEY });
      await navigate('/home');
      toast.success(res.message);
    } catch (error) {
      if (!isConfirmationCancelled(error)) toast.error(outcomeText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="danger"
      className="text-sm"

      onClick={() => void onDelete()}
      disabled={pending}
      aria-busy={pending}
      data-testid="delete-account"
    >
      {t('profile.delete.button')}
    </Button>
  );
}
