import type { SavedSearch } from '@portal/contract/alerts';
import { ALERT_FREQUENCIES, SAVED_SEARCH_LIMITS, type AlertFrequency } from '@portal/contract/alerts-values';
import { pathFor } from '@portal/contract/routes';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { formatList, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { FormField, SelectField } from '../../../ui/form-field';
import { toast } from '../../../ui/toast-store';
import { UserText } from '../../../ui/user-text';
import { useCurrencies } from '../../catalog/api/currencies';
import { browseParamsOfApiQuery } from '../../listings/search-state';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { filtersSummary } from '../summary';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  off: 'alerts.frequency.off',
  immediately: 'alerts.frequency.immediately',
  daily: 'alerts.frequency.daily',
  weekly: 'alerts.frequency.weekly',
};

/** One saved search: its name, words and filters, its new listings, its alerts, rename and delete. */
export function SavedSearchItem({ search, onRemoved }: { search: SavedSearch; onRemoved: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { data: currencies } = useCurrencies();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const open = useOpenSavedSearch();
  const [renaming, setRenaming] = useState(false);

  const currency =
    currencies?.find((c) => (search.query.currency ? c.code === search.query.currency : c.is_default)) ??
    null;
  const filters = filtersSummary(search, t, locale, {
    code: currency?.code ?? 'DZD',
    minorUnits: currency?.minor_units ?? 2,
  });
  const failed = (error: unknown) => toast.error(errorText(error, t));

  const openSearch = () =>
    open.mutate(search.id, {
      onSuccess: () =>
        void navigate(
          `${pathFor('search-listings')}?${browseParamsOfApiQuery(search.query, currency?.minor_units ?? 2).toString()}`,
        ),
      onError: failed,
    });

  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    update.mutate({ id: search.id, name }, { onSuccess: () => setRenaming(false), onError: failed });
  };

  const del = async () => {
    if (!(await confirm({ confirmLabel: t('alerts.item.delete') }))) return;
    remove.mutate(search.id, { onSuccess: onRemoved, onError: failed });
  };

  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="saved-search"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <UserText as="h2" className="text-lg font-semibold break-words">
            {search.name}
          </UserText>
          {search.query.q ? (
            <p className="text-sm text-slate-700">
              {t('alerts.item.words')} <UserText className="font-semibold">{search.query.q}</UserText>
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            {filters.length > 0 ? formatList(locale, filters) : t('alerts.item.no_filters')}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${search.new_count > 0 ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
          data-testid="new-count"
        >
          {t('alerts.item.new', {
            count: search.new_count,
            formatted: formatNumber(locale, search.new_count),
          })}
        </span>
      </div>

      {renaming ? (
        <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <FormField
              label={t('alerts.item.name')}
              inputProps={{
                name: 'name',
                defaultValue: search.name,
                required: true,
                maxLength: SAVED_SEARCH_LIMITS.name.max,
                dir: 'auto',
              }}
            />
          </div>
          <Button type="submit" size="sm" busy={update.isPending}>
            {t('alerts.item.save_name')}
          </Button>
          <Button type="button" variant="secondary" size="sm" onClick={() => setRenaming(false)}>
            {t('alerts.item.cancel')}
          </Button>
        </form>
      ) : null}

      <div className="flex flex-wrap items-end gap-3">
        <div className="w-56">
          <SelectField
            label={t('alerts.frequency.label')}
            options={ALERT_FREQUENCIES.map((f) => ({ value: f, label: t(FREQUENCY_LABELS[f]) }))}
            selectProps={{
              value: search.frequency,
              onChange: (e) =>
                update.mutate(
                  { id: search.id, frequency: e.target.value as AlertFrequency },
                  { onSuccess: () => toast.success(t('alerts.frequency.saved')), onError: failed },
                ),
              'data-testid': 'alert-frequency',
            }}
          />
        </div>
        <Button size="sm" busy={open.isPending} onClick={openSearch} data-testid="open-search">
          {t('alerts.item.open')}
        </Button>
        {renaming ? null : (
          <Button variant="secondary" size="sm" onClick={() => setRenaming(true)}>
            {t('alerts.item.rename')}
          </Button>
        )}
        <Button variant="danger" size="sm" busy={remove.isPending} onClick={() => void del()}>
          {t('alerts.item.delete')}
        </Button>
      </div>
    </article>
  );
}
