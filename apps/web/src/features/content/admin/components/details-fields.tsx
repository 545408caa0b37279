import type { ContentFile } from '@portal/contract/content';
import { CATEGORY_ICONS } from '@portal/contract/catalog-icons';
import { CONTENT_LIMITS, HOME_SECTIONS, LINK_LISTS, type ContentKind } from '@portal/contract/content-values';
import { directionOf, LOCALES } from '@portal/contract/locale';
import { MULTIMEDIA_TYPES } from '@portal/contract/settings';
import { useFieldArray, useFormContext, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../ui/button';
import { FormField, SelectField } from '../../../../ui/form-field';
import {
  HOME_SECTION_LABELS,
  LANGUAGE_LABELS,
  LINK_LIST_LABELS,
  MEDIA_TYPE_LABELS,
  WEEKDAY_LABELS,
  categoryLabel,
} from '../content-labels';
import { categoriesOf, type ContentFormValues } from '../content-form';
import { ContentFileField } from './content-file-field';
import { ServiceBranchesField } from './service-branches-field';

/** The message under a field: its own, or the first of its items' (a list typed as one text). */
export function messageAt(errors: FieldErrors<ContentFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const first = (value: unknown): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'ref') continue;
      const found = first(child);
      if (found) return found;
    }
    return undefined;
  };
  return first(node);
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/**
 * What the item's kind adds to its text (contentDetailsBodySchema): categories, tags, a link,
 * a partner's logo, a branch's address and hours, a home card's icon and image, a legal text's
 * reference and PDF, a download, a library entry's files, an episode's audio, a service's
 * picture, branches and booking.
 */
export function DetailsFields({
  kind,
  files,
  onUploaded,
  readOnly,
}: {
  kind: ContentKind;
  files: ReadonlyMap<number, ContentFile>;
  onUploaded: (uploaded: ContentFile[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, formState } = useFormContext<ContentFormValues>();
  const details = useWatch({ control, name: 'details' });
  const hours = useFieldArray({ control, name: 'details.hours' });
  const error = (name: string) => messageAt(formState.errors, `details.${name}`);
  const field = (name: Path<ContentFormValues>, extra: Record<string, unknown> = {}) => ({
    ...register(name),
    readOnly,
    ...extra,
  });
  const select = (name: Path<ContentFormValues>) => ({ ...register(name), disabled: readOnly });

  type FileName =
    'cover_file_id' | 'logo_file_id' | 'image_file_id' | 'file_id' | 'poster_file_id' | 'audio_file_id';
  const fileField = (name: FileName, label: string, fileKind: 'image' | 'pdf' | 'audio' | 'video') => (
    <ContentFileField
      key={`${name}-${fileKind}`}
      label={label}
      kind={fileKind}
      ids={details[name] === null ? [] : [details[name]]}
      files={files}
      readOnly={readOnly}
      error={error(name)}
      testId={`file-${name}`}
      onChange={(ids, uploaded) => {
        onUploaded(uploaded);
        setValue(`details.${name}`, ids[0] ?? null, {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        });
      }}
    />
  );

  const categories = categoriesOf(kind);
  const categoryField =
    categories.length > 0 ? (
      <SelectField
        label={t('admin-content.details.category')}
        error={error('category')}
        options={categories.map((c) => ({ value: c, label: t(categoryLabel(kind, c)) }))}
        selectProps={{ ...select('details.category'), 'data-testid': 'details-category' }}
      />
    ) : null;

  const url = (name: 'details.url' | 'details.map_url', label: string, hint?: string) => (
    <FormField
      label={label}
      error={error(name.slice('details.'.length))}
      {...(hint ? { hint } : {})}
      inputProps={field(name, { type: 'url', dir: 'ltr', inputMode: 'url', placeholder: 'https://' })}
    />
  );

  switch (kind) {
    case 'page':
      return null;
    case 'news':
    case 'blog':
      return (
        <div className="space-y-4">
          {categoryField}
          <FormField
            label={t('admin-content.details.tags')}
            hint={t('admin-content.details.tags_hint', { max: CONTENT_LIMITS.tags.max })}
            error={error('tags')}
            inputProps={field('details.tags', { dir: 'auto' })}
          />
          {fileField('cover_file_id', t('admin-content.details.cover'), 'image')}
        </div>
      );
    case 'faq':
      return <div className="space-y-4">{categoryField}</div>;
    case 'link':
      return (
        <div className="space-y-4">
          <SelectField
            label={t('admin-content.details.list')}
            error={error('list')}
            options={LINK_LISTS.map((l) => ({ value: l, label: t(LINK_LIST_LABELS[l]) }))}
            selectProps={select('details.list')}
          />
          {url('details.url', t('admin-content.details.url'))}
        </div>
      );
    case 'partner':
      return (
        <div className="space-y-4">
          {url('details.url', t('admin-content.details.partner_url'))}
          {fileField('logo_file_id', t('admin-content.details.logo'), 'image')}
        </div>
      );
    case 'branch':
      return (
        <div className="space-y-4">
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-semibold text-slate-800">
              {t('admin-content.details.address')}
            </legend>
            {LOCALES.map((l) => (
              <FormField
                key={l}
                label={t(LANGUAGE_LABELS[l])}
                error={error(`address.${l}`)}
                inputProps={field(`details.address.${l}`, { lang: l, dir: directionOf(l) })}
              />
            ))}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-content.details.phones')}
              hint={t('admin-content.details.phones_hint')}
              error={error('phones')}
              inputProps={field('details.phones', { dir: 'ltr', inputMode: 'tel' })}
            />
            <FormField
              label={t('admin-content.details.email')}
              error={error('email')}
              inputProps={field('details.email', { type: 'email', dir: 'ltr' })}
            />
          </div>
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">
              {t('admin-content.details.hours')}
            </legend>
            {hours.fields.length === 0 ? (
              <p className="text-sm text-slate-500">{t('admin-content.details.hours_none')}</p>
            ) : null}
            {hours.fields.map((row, index) => (
              <div key={row.id} className="flex flex-wrap items-end gap-2" data-testid="hours-row">
                <SelectField
                  label={t('admin-content.details.weekday')}
                  error={error(`hours.${index}.weekday`)}
                  options={WEEKDAYS.map((d) => ({
                    value: String(d),
                    label: t(WEEKDAY_LABELS[d] ?? ''),
                  }))}
                  selectProps={select(`details.hours.${index}.weekday`)}
                />
                <FormField
                  label={t('admin-content.details.opens')}
                  error={error(`hours.${index}.open`)}
                  inputProps={field(`details.hours.${index}.open`, { type: 'time', dir: 'ltr' })}
                />
                <FormField
                  label={t('admin-content.details.closes')}
                  error={error(`hours.${index}.close`)}
                  inputProps={field(`details.hours.${index}.close`, { type: 'time', dir: 'ltr' })}
                />
                {readOnly ? null : (
                  <Button variant="secondary" size="sm" onClick={() => hours.remove(index)}>
                    {t('admin-content.details.hours_remove', {
                      day: t(WEEKDAY_LABELS[Number(row.weekday)] ?? ''),
                    })}
                  </Button>
                )}
              </div>
            ))}
            {readOnly || hours.fields.length >= 14 ? null : (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  hours.append({ weekday: String(hours.fields.length % 7), open: '08:00', close: '16:30' })
                }
              >
                {t('admin-content.details.hours_add')}
              </Button>
            )}
          </fieldset>
          {url(
            'details.map_url',
            t('admin-content.details.map_url'),
            t('admin-content.details.map_url_hint'),
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-content.details.latitude')}
              error={error('latitude')}
              inputProps={field('details.latitude', { dir: 'ltr', inputMode: 'decimal' })}
            />
            <FormField
              label={t('admin-content.details.longitude')}
              error={error('longitude')}
              inputProps={field('details.longitude', { dir: 'ltr', inputMode: 'decimal' })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('details.is_main')} disabled={readOnly} className="size-4" />
            {t('admin-content.details.is_main')}
          </label>
        </div>
      );
    case 'home_section':
      return (
        <div className="space-y-4">
          <SelectField
            label={t('admin-content.details.section')}
            error={error('section')}
            options={HOME_SECTIONS.map((s) => ({ value: s, label: t(HOME_SECTION_LABELS[s]) }))}
            selectProps={select('details.section')}
          />
          <SelectField
            label={t('admin-content.details.icon')}
            error={error('icon')}
            placeholder={t('admin-content.details.no_icon')}
            options={CATEGORY_ICONS.map((icon) => ({ value: icon, label: icon }))}
            selectProps={select('details.icon')}
          />
          {fileField('image_file_id', t('admin-content.details.image'), 'image')}
        </div>
      );
    case 'legal_text':
      return (
        <div className="space-y-4">
          {categoryField}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-content.details.reference')}
              hint={t('admin-content.details.reference_hint')}
              error={error('reference')}
              inputProps={field('details.reference', { dir: 'auto', maxLength: 120 })}
            />
            <FormField
              label={t('admin-content.details.issued_on')}
              error={error('issued_on')}
              inputProps={field('details.issued_on', { type: 'date' })}
            />
          </div>
          {fileField('file_id', t('admin-content.details.pdf'), 'pdf')}
        </div>
      );
    case 'download':
      return (
        <div className="space-y-4">
          {categoryField}
          <SelectField
            label={t('admin-content.details.file_locale')}
            error={error('file_locale')}
            options={LOCALES.map((l) => ({ value: l, label: t(LANGUAGE_LABELS[l]) }))}
            selectProps={select('details.file_locale')}
          />
          {fileField('file_id', t('admin-content.details.pdf'), 'pdf')}
        </div>
      );
    case 'media':
      return (
        <div className="space-y-4">
          <SelectField
            label={t('admin-content.details.media_type')}
            error={error('media_type')}
            options={MULTIMEDIA_TYPES.map((m) => ({ value: m, label: t(MEDIA_TYPE_LABELS[m]) }))}
            selectProps={{ ...select('details.media_type'), 'data-testid': 'media-type' }}
          />
          {details.media_type === 'photo' ? (
            <ContentFileField
              label={t('admin-content.details.photos')}
              kind="image"
              ids={details.photo_file_ids}
              files={files}
              max={CONTENT_LIMITS.photos.max}
              readOnly={readOnly}
              error={error('photo_file_ids')}
              testId="file-photo_file_ids"
              onChange={(ids, uploaded) => {
                onUploaded(uploaded);
                setValue('details.photo_file_ids', ids, { shouldDirty: true });
              }}
            />
          ) : (
            <>
              {fileField(
                'file_id',
                t(
                  details.media_type === 'video'
                    ? 'admin-content.details.video'
                    : 'admin-content.details.audio',
                ),
                details.media_type === 'video' ? 'video' : 'audio',
              )}
              {fileField('poster_file_id', t('admin-content.details.poster'), 'image')}
            </>
          )}
        </div>
      );
    case 'episode':
      return (
        <div className="space-y-4">
          {fileField('audio_file_id', t('admin-content.details.audio'), 'audio')}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('admin-content.details.number')}
              error={error('number')}
              inputProps={field('details.number', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
            />
            <FormField
              label={t('admin-content.details.season')}
              error={error('season')}
              inputProps={field('details.season', { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
            />
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('details.explicit')} disabled={readOnly} className="size-4" />
            {t('admin-content.details.explicit')}
          </label>
        </div>
      );
    case 'service':
      return (
        <div className="space-y-4">
          {fileField('image_file_id', t('admin-content.details.image'), 'image')}
          <ServiceBranchesField readOnly={readOnly} error={error('branch_ids')} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('details.booking')} disabled={readOnly} className="size-4" />
            {t('admin-content.details.booking')}
          </label>
        </div>
      );
  }
}
