import type { AdminContentItem } from '@portal/contract/content';
import { CONTENT_FALLBACK_ORDER, SERVICE_MAX_BRANCHES } from '@portal/contract/content-values';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { useLocale } from '../../../../lib/use-locale';
import { LoadError } from '../../../../ui/load-error';
import { UserText } from '../../../../ui/user-text';
import { useAdminContentList } from '../api/list-admin-content';
import type { ContentFormValues } from '../content-form';
import { STATE_LABELS } from '../content-labels';

const ALL = { state: null, q: '', page: 1 } as const;

/** A branch's name in the staff member's language, or the first written. */
function branchTitle(item: AdminContentItem, locale: keyof typeof CONTENT_FALLBACK_ORDER): string {
  for (const l of CONTENT_FALLBACK_ORDER[locale]) {
    const title = item.translations[l]?.title;
    if (title) return title;
  }
  return item.slug;
}

/**
 * The branches offering a service: every branch of the CMS to tick, in their order (a draft
 * one shows on the service once published). A branch ticked then deleted is dropped on save.
 */
export function ServiceBranchesField({ readOnly, error }: { readOnly: boolean; error?: string | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { control, setValue, formState } = useFormContext<ContentFormValues>();
  const chosen = useWatch({ control, name: 'details.branch_ids' });
  const branches = useAdminContentList('branch', ALL, SERVICE_MAX_BRANCHES * 2);
  const items = branches.data?.data ?? [];
  const toggle = (id: number, on: boolean) => {
    // Kept in the branches' own order, whatever the order they were ticked in.
    const next = items.map((b) => b.id).filter((b) => (b === id ? on : chosen.includes(b)));
    setValue('details.branch_ids', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };
  return (
    <fieldset className="space-y-2" data-testid="service-branches-field">
      <legend className="text-sm font-semibold">{t('admin-content.details.branches')}</legend>
      <p className="text-sm text-slate-600">{t('admin-content.details.branches_hint')}</p>
      {branches.isError ? (
        <LoadError error={branches.error} onRetry={() => void branches.refetch()} />
      ) : branches.data && items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin-content.details.no_branches')}</p>
      ) : (
        <ul className="grid gap-1 sm:grid-cols-2">
          {items.map((branch) => (
            <li key={branch.id}>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.includes(branch.id)}
                  disabled={readOnly}
                  onChange={(event) => toggle(branch.id, event.target.checked)}
                />
                <UserText>{branchTitle(branch, locale)}</UserText>
                {branch.state === 'published' ? null : (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {t(STATE_LABELS[branch.state])}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
