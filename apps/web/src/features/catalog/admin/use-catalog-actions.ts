import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { useConfirm } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast-store';
import { useCatalogChange, type CatalogChange } from './api/catalog';
import { focusFirst } from '../../../back-office/components/row-parts';

/**
 * The catalog screens' one-click changes (order, on/off, default, delete): each is sent, its
 * success told in a toast, and a refusal kept on the page with the server's words (the
 * RefusalAlert). A delete is confirmed first (the shared "Are you sure?" dialog).
 */
export function useCatalogActions() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const change = useCatalogChange();
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (request: CatalogChange, done: string, focus: string[] = []): Promise<boolean> => {
    setRefusal(null);
    try {
      await change.mutateAsync(request);
      toast.success(t(done));
      focusFirst(focus);
      return true;
    } catch (error) {
      setRefusal(errorText(error, t));
      return false;
    }
  };

  const remove = async (name: string, request: CatalogChange): Promise<void> => {
    const confirmed = await confirm({
      title: t('admin-catalog.delete_title', { name }),
      text: t('admin-catalog.delete_text'),
      confirmLabel: t('admin-catalog.delete'),
    });
    if (confirmed) await run(request, 'admin-catalog.deleted');
  };

  return { refusal, dismiss: () => setRefusal(null), run, remove };
}
