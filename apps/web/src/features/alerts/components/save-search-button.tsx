import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../../ui/link';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { useCurrentUser } from '../../auth/api';
import { useLoginFirst } from '../../engagement/use-login-first';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { keepPendingSave, takePendingSave } from '../pending-save';

/**
 * "Save this search" on a results page: keeps its words and filters with alerts on at once. A
 * visitor is sent to sign in and, back on the page, the search is saved.
 */
export function SaveSearchButton({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const loginFirst = useLoginFirst();
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateSavedSearch();
  const [savedKey, setSavedKey] = useState<string>();
  const key = JSON.stringify(query);
  const resumed = useRef(false);

  const save = (toSave: Record<string, string>) =>
    create.mutate(toSave, {
      onSuccess: () => {
        setSavedKey(JSON.stringify(toSave));
        toast.success(t('alerts.save.done'));
      },
      onError: (error) => toast.error(errorText(error, t)),
    });

  // Back from signing in: the search waiting for this page is shown again and saved.
  useEffect(() => {
    if (!user || resumed.current) return;
    resumed.current = true;
    const pending = takePendingSave(location.pathname);
    if (!pending) return;
    if (pending.url !== location.pathname + location.search) void navigate(pending.url, { replace: true });
    save(pending.query);
    // Once per signed-in visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user]);

  const onClick = () => {
    if (!user) {
      keepPendingSave({ url: location.pathname + location.search, pathname: location.pathname, query });
      loginFirst(() => undefined);
      return;
    }
    save(query);
  };

  if (savedKey === key) {
    return (
      <p
        role="status"
        className="flex items-center gap-3 text-sm font-semibold text-green-800"
        data-testid="search-saved"
      >
        {t('alerts.save.saved')}
        <Link to="/profile/saved-searches" className="text-brand-700 underline underline-offset-2">
          {t('alerts.save.manage')}
        </Link>
      </p>
    );
  }
  return (
    <Button variant="secondary" size="sm" busy={create.isPending} onClick={onClick} data-testid="save-search">
      {t('alerts.save.action')}
    </Button>
  );
}
