import type { AdminCurrency } from '@portal/contract/catalog-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { catalogChanges, useAdminCurrencies } from '../api/catalog';
import { CatalogTabs, useCanEditCatalog } from '../components/catalog-tabs';
import { CurrencyForm } from '../components/currency-form';
import { QueryView } from '../../../../back-office/components/query-view';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { RowButton } from '../../../../back-office/components/row-parts';
import { useCatalogActions } from '../use-catalog-actions';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { Modal } from '../../../../ui/modal';
import { Button } from '../../../../ui/button';

const COLUMNS = [
  'admin-catalog.currencies.col_code',
  'admin-catalog.currencies.col_name',
  'admin-catalog.currencies.col_symbol',
  'admin-catalog.currencies.col_minor_units',
  'admin-catalog.currencies.col_state',
  'admin-catalog.currencies.col_listings',
] as const;

const buttonId = (code: string, action: string) => `currency-${code}-${action}`;

/**
 * /admin/catalog/currencies: the currencies prices are given in. Admins add and edit them,
 * choose the default, switch one off or delete it; the server refuses (and says why) for the
 * default one, one that listings use, or the listing fee's.
 */
export default function CatalogCurrenciesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const currencies = useAdminCurrencies();
  const canEdit = useCanEditCatalog();
  const { refusal, dismiss, run, remove } = useCatalogActions();
  const [form, setForm] = useState<{ currency: AdminCurrency | null } | null>(null);
  const columns = canEdit ? [...COLUMNS, 'admin-catalog.currencies.col_actions'] : COLUMNS;

  const state = (c: AdminCurrency) =>
    c.is_default
      ? t('admin-catalog.currencies.default')
      : c.is_active
        ? t('admin-catalog.currencies.active')
        : t('admin-catalog.currencies.inactive');

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-catalog.title')}</h1>
        <CatalogTabs current="admin-catalog-currencies" />
        {canEdit ? (
          <Button onClick={() => setForm({ currency: null })}>{t('admin-catalog.currencies.add')}</Button>
        ) : null}
        <RefusalAlert message={refusal} onDismiss={dismiss} />
        <QueryView query={currencies}>
          {(data) => (
            <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
              <table className="w-full text-sm" data-testid="currencies">
                <caption className="sr-only">{t('routes.admin-catalog-currencies.title')}</caption>
                <thead className="bg-slate-50 text-xs text-slate-600">
                  <tr>
                    {columns.map((column) => (
                      <th key={column} scope="col" className="p-3 text-start">
                        {t(column)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.currencies.map((c) => {
                    const name = c.names[locale];
                    const who = <span className="sr-only"> {c.code}</span>;
                    return (
                      <tr
                        key={c.code}
                        className="border-t border-slate-100 align-top"
                        data-testid="currency-row"
                      >
                        <th scope="row" className="p-3 text-start font-mono font-semibold" dir="ltr">
                          {c.code}
                        </th>
                        <td className="p-3">{name}</td>
                        <td className="p-3">{c.symbol}</td>
                        <td className="p-3">{formatNumber(locale, c.minor_units)}</td>
                        <td className="p-3">{state(c)}</td>
                        <td className="p-3">{formatNumber(locale, c.listings_count)}</td>
                        {canEdit ? (
                          <td className="p-3">
                            <div className="flex flex-wrap gap-1">
                              <RowButton onClick={() => setForm({ currency: c })}>
                                {t('admin-catalog.edit')}
                                {who}
                              </RowButton>
                              {/* The default currency stays active and is not deleted (the server refuses both). */}
                              {c.is_default ? null : (
                                <>
                                  <RowButton
                                    id={buttonId(c.code, 'default')}
                                    onClick={() =>
                                      void run(
                                        catalogChanges.defaultCurrency(c.code),
                                        'admin-catalog.currencies.made_default',
                                      )
                                    }
                                  >
                                    {t('admin-catalog.currencies.make_default')}
                                    {who}
                                  </RowButton>
                                  <RowButton
                                    id={buttonId(c.code, 'active')}
                                    onClick={() =>
                                      void run(
                                        catalogChanges.updateCurrency(c.code, { is_active: !c.is_active }),
                                        c.is_active ? 'admin-catalog.deactivated' : 'admin-catalog.activated',
                                        [buttonId(c.code, 'active')],
                                      )
                                    }
                                  >
                                    {t(c.is_active ? 'admin-catalog.deactivate' : 'admin-catalog.activate')}
                                    {who}
                                  </RowButton>
                                  <RowButton
                                    danger
                                    onClick={() =>
                                      void remove(
                                        `${name} (${c.code})`,
                                        catalogChanges.deleteCurrency(c.code),
                                      )
                                    }
                                  >
                                    {t('admin-catalog.delete')}
                                    {who}
                                  </RowButton>
                                </>
                              )}
                            </div>
                          </td>
                        ) : null}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </div>
      {form ? (
        <Modal
          title={
            form.currency
              ? t('admin-catalog.currencies.edit_title', { code: form.currency.code })
              : t('admin-catalog.currencies.add')
          }
          onClose={() => setForm(null)}
          testId="currency-dialog"
        >
          <CurrencyForm
            currency={form.currency}
            onDone={() => setForm(null)}
            onCancel={() => setForm(null)}
          />
        </Modal>
      ) : null}
    </BackOfficeLayout>
  );
}
