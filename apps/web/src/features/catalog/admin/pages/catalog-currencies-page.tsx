import type { AdminCurrency } from '@portal/contract/catalog-admin';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
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
import { DataTable, type Column } from '../../../../ui/data-table';

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
  const state = (c: AdminCurrency) =>
    c.is_default
      ? t('admin-catalog.currencies.default')
      : c.is_active
        ? t('admin-catalog.currencies.active')
        : t('admin-catalog.currencies.inactive');
  const who = (c: AdminCurrency) => <span className="sr-only"> {c.code}</span>;
  const columns: Column<AdminCurrency>[] = [
    {
      header: t('admin-catalog.currencies.col_code'),
      rowHeader: true,
      dir: 'ltr',
      className: 'font-mono font-semibold',
      cell: (c) => c.code,
    },
    { header: t('admin-catalog.currencies.col_name'), cell: (c) => c.names[locale] },
    { header: t('admin-catalog.currencies.col_symbol'), cell: (c) => c.symbol },
    {
      header: t('admin-catalog.currencies.col_minor_units'),
      cell: (c) => formatNumber(locale, c.minor_units),
    },
    { header: t('admin-catalog.currencies.col_state'), cell: (c) => state(c) },
    {
      header: t('admin-catalog.currencies.col_listings'),
      cell: (c) => formatNumber(locale, c.listings_count),
    },
  ];
  if (canEdit) {
    columns.push({
      header: t('admin-catalog.currencies.col_actions'),
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          <RowButton onClick={() => setForm({ currency: c })}>
            {t('admin-catalog.edit')}
            {who(c)}
          </RowButton>
          {/* The default currency stays active and is not deleted (the server refuses both). */}
          {c.is_default ? null : (
            <>
              <RowButton
                id={buttonId(c.code, 'default')}
                onClick={() =>
                  void run(catalogChanges.defaultCurrency(c.code), 'admin-catalog.currencies.made_default')
                }
              >
                {t('admin-catalog.currencies.make_default')}
                {who(c)}
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
                {who(c)}
              </RowButton>
              <RowButton
                danger
                onClick={() =>
                  void remove(`${c.names[locale]} (${c.code})`, catalogChanges.deleteCurrency(c.code))
                }
              >
                {t('admin-catalog.delete')}
                {who(c)}
              </RowButton>
            </>
          )}
        </div>
      ),
    });
  }

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
            <DataTable
              caption={t('routes.admin-catalog-currencies.title')}
              columns={columns}
              rows={data.currencies}
              rowKey={(c) => c.code}
              rowProps={() => ({ 'data-testid': 'currency-row' })}
              testId="currencies"
            />
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
