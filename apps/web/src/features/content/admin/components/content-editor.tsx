import {
  contentItemBodySchema,
  type AdminContentItem,
  type ContentFile,
  type ContentItemBody,
} from '@portal/contract/content';
import { CONTENT_LIMITS, PAGE_KEYS, type ContentKind } from '@portal/contract/content-values';
import { LOCALES, type Locale } from '@portal/contract/locale';
import { pathFor } from '@portal/contract/routes';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { contractResolver, submitErrorText } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { FormAlert, FormField, SelectField } from '../../../../ui/form-field';
import { toast } from '../../../../ui/toast-store';
import { useCreateContent } from '../api/create-content';
import { useDeleteContent } from '../api/delete-content';
import { useUpdateContent } from '../api/update-content';
import {
  fallbackFor,
  formFieldPaths,
  formValuesOf,
  slugFromTitle,
  toBody,
  type ContentFormValues,
} from '../content-form';
import { LANGUAGE_LABELS, kindLabel } from '../content-labels';
import { useLeaveGuard } from '../use-leave-guard';
import { ContentStateBadge } from './state-badge';
import { DetailsFields } from './details-fields';
import { PreviewDialog } from './preview-dialog';
import { PublishFields } from './publish-fields';
import { TranslationTabs } from './translation-tabs';

const FIELDS = formFieldPaths();

/** The first language whose fields hold an error, to show its tab. */
function localeWithErrors(errors: FieldErrors<ContentFormValues>): Locale | undefined {
  return LOCALES.find((l) => errors.translations?.[l] !== undefined);
}

/**
 * Writes or edits one item: its text in three languages, its slug, its state and its kind's
 * details; validated by the contract's schema before sending, the server's field errors put
 * under their fields. Moderators read it without any control that changes it.
 */
export function ContentEditor({
  kind,
  item,
  canEdit,
}: {
  kind: ContentKind;
  item?: AdminContentItem;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const readOnly = !canEdit;
  // The admin's language, or the one its readers get when the item has no text in it.
  const [tab, setTab] = useState<Locale>(() =>
    item && item.translations[locale] === null
      ? (fallbackFor(
          locale,
          LOCALES.filter((l) => item.translations[l] !== null),
        ) ?? locale)
      : locale,
  );
  const [files, setFiles] = useState<ReadonlyMap<number, ContentFile>>(
    () => new Map((item?.files ?? []).map((f) => [f.id, f])),
  );
  const [formError, setFormError] = useState<string>();
  const [preview, setPreview] = useState(false);
  // A published item keeps its publication time when saved again.
  const keptPublishAt =
    item && item.state === 'published' && item.publish_at !== null ? item.publish_at : null;

  const form = useForm<ContentFormValues, unknown, ContentItemBody>({
    resolver: contractResolver(
      contentItemBodySchema,
      locale,
      (values: ContentFormValues) => toBody(kind, values, keptPublishAt),
      (values: ContentFormValues): Partial<Record<'publish_at', string>> =>
        values.publish === 'schedule' && !values.publish_at
          ? { publish_at: t('admin-content.publish.at_required') }
          : {},
    ),
    defaultValues: formValuesOf(kind, item),
  });
  const {
    register,
    handleSubmit,
    getFieldState,
    setValue,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const create = useCreateContent(kind);
  const update = useUpdateContent(item?.id ?? 0);
  const remove = useDeleteContent();
  const guard = useLeaveGuard(isDirty && canEdit);

  const onUploaded = (uploaded: ContentFile[]) =>
    setFiles((current) => {
      const next = new Map(current);
      for (const f of uploaded) next.set(f.id, f);
      return next;
    });

  const titleField = (l: Locale) =>
    register(`translations.${l}.title`, {
      onChange: (event: { target: { value: string } }) => {
        if (!item && kind !== 'page' && !getFieldState('slug').isDirty)
          setValue('slug', slugFromTitle(event.target.value));
      },
    });

  const onInvalid = (invalid: FieldErrors<ContentFormValues>) => {
    const withErrors = localeWithErrors(invalid);
    if (withErrors && invalid.translations?.[tab] === undefined) setTab(withErrors);
  };

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      if (item) {
        const saved = await update.mutateAsync(body);
        reset(formValuesOf(kind, saved.item));
        toast.success(t('admin-content.saved'));
      } else {
        const saved = await create.mutateAsync(body);
        toast.success(t('admin-content.created'));
        guard.allow();
        void navigate(pathFor('admin-content-edit', { id: saved.item.id }), { replace: true });
      }
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
      onInvalid(form.formState.errors);
    }
  }, onInvalid);

  const onDelete = async () => {
    if (!item) return;
    const title = LOCALES.map((l) => item.translations[l]?.title).find(Boolean) ?? item.slug;
    const confirmed = await confirm({
      title: t('admin-content.delete_title', { title }),
      text: t('admin-content.delete_text'),
      confirmLabel: t('admin-content.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.id);
      toast.success(t('admin-content.deleted'));
      guard.allow();
      void navigate(pathFor('admin-content-kind', { kind }));
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  };

  const translationsError = (errors.translations as { message?: string } | undefined)?.message;
  const current = getValues(`translations.${tab}`);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6" data-testid="content-editor">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold">
            {item
              ? t('routes.admin-content-edit.title')
              : t('admin-content.new_title', { kind: t(kindLabel(kind)) })}
          </h1>
          {item ? <ContentStateBadge state={item.state} /> : null}
        </div>
        {readOnly ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="read-only">
            {t('admin-content.read_only')}
          </p>
        ) : null}
        <FormAlert message={formError} />
        {translationsError ? <FormAlert message={translationsError} /> : null}
        <TranslationTabs current={tab} onSelect={setTab} readOnly={readOnly} titleField={titleField} />
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
          <h2 className="text-lg font-semibold">{t('admin-content.details.heading')}</h2>
          {kind === 'page' ? (
            item ? (
              <p className="text-sm">
                {t('admin-content.details.page_key')}: <span dir="ltr">{item.slug}</span>
              </p>
            ) : (
              <SelectField
                label={t('admin-content.details.page_key')}
                error={errors.slug?.message}
                options={PAGE_KEYS.map((key) => ({ value: key, label: key }))}
                selectProps={register('slug')}
              />
            )
          ) : (
            <FormField
              label={t('admin-content.editor.slug')}
              hint={t('admin-content.editor.slug_hint')}
              error={errors.slug?.message}
              inputProps={{
                ...register('slug'),
                dir: 'auto',
                maxLength: CONTENT_LIMITS.slug.max,
                autoComplete: 'off',
                spellCheck: false,
                readOnly,
                'data-testid': 'slug',
              }}
            />
          )}
          <DetailsFields kind={kind} files={files} onUploaded={onUploaded} readOnly={readOnly} />
        </section>
        <section className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4">
          <PublishFields readOnly={readOnly} />
        </section>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setPreview(true)} data-testid="preview">
            {t('admin-content.preview.open', { language: t(LANGUAGE_LABELS[tab]) })}
          </Button>
          {canEdit && item ? (
            <Button variant="danger" onClick={() => void onDelete()} busy={remove.isPending}>
              {t('admin-content.delete')}
            </Button>
          ) : null}
          {canEdit ? (
            <Button type="submit" busy={isSubmitting} data-testid="save">
              {t(item ? 'admin-content.save' : 'admin-content.create')}
            </Button>
          ) : null}
        </div>
      </form>
      {preview ? (
        <PreviewDialog
          locale={tab}
          title={current.title || t('admin-content.preview.no_title')}
          summary={current.summary}
          body={current.body}
          onClose={() => setPreview(false)}
        />
      ) : null}
    </FormProvider>
  );
}
