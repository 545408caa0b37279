import type { AdminCity, AdminRegion } from '@portal/contract/catalog-admin';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { matchesSearch } from '../../../../ui/search-text';
import { catalogChanges, useAdminRegions } from '../api/catalog';
import { CatalogTabs, useCanEditCatalog } from '../components/catalog-tabs';
import { CityForm } from '../components/city-form';
import { QueryView } from '../../../../back-office/components/query-view';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { RegionForm } from '../components/region-form';
import { movedIds, RowButton, StateBadge } from '../../../../back-office/components/row-parts';
import { useCatalogActions } from '../use-catalog-actions';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { Modal } from '../../../../ui/modal';

type FormState =
  { kind: 'region'; region: AdminRegion } | { kind: 'city'; region: AdminRegion; city: AdminCity | null };

const cityButtonId = (id: number, action: string) => `city-${id}-${action}`;

/** The wilaya's code as Algerians write it: two digits (05, 16). */
const code = (id: number) => String(id).padStart(2, '0');

function RegionRow({
  region,
  open,
  onToggle,
  onForm,
  actions,
}: {
  region: AdminRegion;
  open: boolean;
  onToggle: () => void;
  onForm: (form: FormState) => void;
  actions: ReturnType<typeof useCatalogActions>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const canEdit = useCanEditCatalog();
  const name = region.names[locale];
  const who = (text: string) => <span className="sr-only"> {text}</span>;
  const move = (city: AdminCity, index: number, step: -1 | 1) => {
    const direction = step < 0 ? 'up' : 'down';
    void actions.run(
      catalogChanges.orderCities(region.id, movedIds(region.cities, index, step)),
      'admin-catalog.moved',
      [cityButtonId(city.id, direction), cityButtonId(city.id, direction === 'up' ? 'down' : 'up')],
    );
  };

  return (
    <li className="border-b border-slate-100 py-2" data-testid="region-row">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={onToggle}
          className="flex min-w-48 flex-1 items-center gap-2 rounded-lg px-1 py-1 text-start hover:bg-slate-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span dir="ltr" className="w-7 shrink-0 font-mono text-sm text-slate-600">
            {code(region.id)}
          </span>
          <span className="font-medium text-slate-900">{name}</span>
          <span className="text-xs text-slate-600">
            {t('admin-catalog.regions.cities', {
              count: region.cities.length,
              n: formatNumber(locale, region.cities.length),
            })}
          </span>
        </button>
        {canEdit ? (
          <div className="flex flex-wrap gap-1">
            <RowButton onClick={() => onForm({ kind: 'region', region })}>
              {t('admin-catalog.regions.edit_names')}
              {who(name)}
            </RowButton>
            <RowButton onClick={() => onForm({ kind: 'city', region, city: null })}>
              {t('admin-catalog.regions.add_city')}
              {who(name)}
            </RowButton>
          </div>
        ) : null}
      </div>
      {open ? (
        <ul id={listId} className="ms-4 mt-2 border-s border-slate-200 ps-3">
          {region.cities.map((city, index) => {
            const cityName = city.names[locale];
            return (
              <li
                key={city.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 py-2 last:border-b-0"
                data-testid="city-row"
              >
                <div className="min-w-48 flex-1">
                  <span className="font-medium">{cityName}</span>
                  <StateBadge active={city.is_active} />
                  <span className="block text-xs text-slate-600">
                    <span dir="ltr">{city.slug}</span>
                    {' · '}
                    {t('admin-catalog.listings', {
                      count: city.listings_count,
                      n: formatNumber(locale, city.listings_count),
                    })}
                  </span>
                </div>
                {canEdit ? (
                  <div className="flex flex-wrap gap-1">
                    <RowButton onClick={() => onForm({ kind: 'city', region, city })}>
                      {t('admin-catalog.edit')}
                      {who(cityName)}
                    </RowButton>
                    <RowButton
                      id={cityButtonId(city.id, 'up')}
                      disabled={index === 0}
                      onClick={() => move(city, index, -1)}
                    >
                      {t('admin-catalog.move_up')}
                      {who(cityName)}
                    </RowButton>
                    <RowButton
                      id={cityButtonId(city.id, 'down')}
                      disabled={index === region.cities.length - 1}
                      onClick={() => move(city, index, 1)}
                    >
                      {t('admin-catalog.move_down')}
                      {who(cityName)}
                    </RowButton>
                    <RowButton
                      id={cityButtonId(city.id, 'active')}
                      onClick={() =>
                        void actions.run(
                          catalogChanges.updateCity(city.id, { is_active: !city.is_active }),
                          city.is_active ? 'admin-catalog.deactivated' : 'admin-catalog.activated',
                          [cityButtonId(city.id, 'active')],
                        )
                      }
                    >
                      {t(city.is_active ? 'admin-catalog.deactivate' : 'admin-catalog.activate')}
                      {who(cityName)}
                    </RowButton>
                    <RowButton
                      danger
                      onClick={() => void actions.remove(cityName, catalogChanges.deleteCity(city.id))}
                    >
                      {t('admin-catalog.delete')}
                      {who(cityName)}
                    </RowButton>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * /admin/catalog/regions: the 58 wilayas in code order, each with its cities. Admins correct a
 * wilaya's names, and add, edit, order, switch off or delete its cities (a city that listings
 * use is refused with the reason). Wilayas themselves are official: none is added or removed.
 */
export default function CatalogRegionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const filterId = useId();
  const regions = useAdminRegions();
  const actions = useCatalogActions();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [form, setForm] = useState<FormState | null>(null);
  const [filter, setFilter] = useState('');
  const shown = (regions.data?.regions ?? []).filter((r) =>
    [code(r.id), ...Object.values(r.names)].some((text) => matchesSearch(text, filter)),
  );

  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const afterSave = () => {
    if (form?.kind === 'city') {
      const id = form.region.id;
      setOpen((current) => new Set(current).add(id));
    }
    setForm(null);
  };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-catalog.title')}</h1>
        <CatalogTabs current="admin-catalog-regions" />
        <p className="text-sm text-slate-600">{t('admin-catalog.regions.official')}</p>
        <div className="max-w-sm">
          <label htmlFor={filterId} className="mb-1 block text-sm font-medium text-slate-800">
            {t('admin-catalog.regions.filter')}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <RefusalAlert message={actions.refusal} onDismiss={actions.dismiss} />
        <QueryView query={regions}>
          {() => (
            <section
              aria-label={t('routes.admin-catalog-regions.title')}
              className="rounded-2xl border border-slate-200 bg-white px-4 py-2"
            >
              {shown.length === 0 ? (
                <p role="status" className="py-6 text-center text-slate-600">
                  {t('admin-catalog.regions.none')}
                </p>
              ) : (
                <ul data-testid="region-list">
                  {shown.map((region) => (
                    <RegionRow
                      key={region.id}
                      region={region}
                      open={open.has(region.id)}
                      onToggle={() => toggle(region.id)}
                      onForm={setForm}
                      actions={actions}
                    />
                  ))}
                </ul>
              )}
            </section>
          )}
        </QueryView>
      </div>
      {form ? (
        <Modal
          title={
            form.kind === 'region'
              ? t('admin-catalog.regions.edit_title', { name: form.region.names[locale] })
              : form.city
                ? t('admin-catalog.regions.edit_city_title', { name: form.city.names[locale] })
                : t('admin-catalog.regions.add_city_title', { name: form.region.names[locale] })
          }
          onClose={() => setForm(null)}
          testId="region-dialog"
        >
          {form.kind === 'region' ? (
            <RegionForm region={form.region} onDone={afterSave} onCancel={() => setForm(null)} />
          ) : (
            <CityForm
              regionId={form.region.id}
              city={form.city}
              onDone={afterSave}
              onCancel={() => setForm(null)}
            />
          )}
        </Modal>
      ) : null}
    </BackOfficeLayout>
  );
}
