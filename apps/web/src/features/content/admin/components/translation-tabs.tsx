import { CONTENT_LIMITS } from '@portal/contract/content-values';
import { directionOf, LOCALES, type Locale } from '@portal/contract/locale';
import { useId, useRef, type KeyboardEvent } from 'react';
import {
  Controller,
  useFormContext,
  useWatch,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { FormField, TextAreaField } from '../../../../ui/form-field';
import { fallbackFor, isWritten, type ContentFormValues, type TranslationValues } from '../content-form';
import { RichTextEditor } from './rich-text-editor';
import { LANGUAGE_LABELS, READERS_LABELS } from '../content-labels';

const hasErrors = (errors: FieldErrors<ContentFormValues>, locale: Locale) =>
  errors.translations?.[locale] !== undefined;

/**
 * The item's text in Arabic, French and English, one tab each (WAI-ARIA tabs: arrows move
 * between them). A tab without text is marked, and its panel says which language its
 * visitors read instead. Each language's fields are typed in its own direction.
 */
export function TranslationTabs({
  current,
  onSelect,
  readOnly,
  titleField,
}: {
  current: Locale;
  onSelect: (locale: Locale) => void;
  readOnly: boolean;
  /** The title's registration: the slug follows it while untouched. */
  titleField: (locale: Locale) => UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ContentFormValues>();
  const translations = useWatch({ control, name: 'translations' });
  const written = LOCALES.filter((l) => isWritten(translations[l] as TranslationValues));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = event.key === 'ArrowRight' ? (rtl ? -1 : 1) : event.key === 'ArrowLeft' ? (rtl ? 1 : -1) : 0;
    let next = index + step;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = LOCALES.length - 1;
    else if (step === 0) return;
    event.preventDefault();
    next = (next + LOCALES.length) % LOCALES.length;
    onSelect(LOCALES[next]!);
    tabs.current[next]?.focus();
  };

  const missing = !written.includes(current);
  const fallback = fallbackFor(current, written);
  const tabId = (l: Locale) => `${baseId}-tab-${l}`;
  const panelId = (l: Locale) => `${baseId}-panel-${l}`;
  const e = errors.translations?.[current];

  return (
    <div className="space-y-3">
      <div
        role="tablist"
        aria-label={t('admin-content.editor.languages')}
        className="flex gap-1 border-b border-slate-200"
      >
        {LOCALES.map((locale, index) => {
          const selected = locale === current;
          const isMissing = !written.includes(locale);
          return (
            <button
              key={locale}
              ref={(el) => {
                tabs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(locale)}
              aria-selected={selected}
              aria-controls={panelId(locale)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onSelect(locale)}
              onKeyDown={(event) => onKeyDown(event, index)}
              data-testid={`tab-${locale}`}
              className={`-mb-px flex items-center gap-1.5 border-b-2 px-4 py-2 text-sm font-semibold ${
                selected
                  ? 'border-brand-700 text-brand-900'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(LANGUAGE_LABELS[locale])}
              {isMissing ? (
                <>
                  <span aria-hidden="true" className="text-amber-600">
                    ⚠
                  </span>
                  <span className="sr-only">{t('admin-content.editor.tab_missing')}</span>
                </>
              ) : null}
              {hasErrors(errors, locale) ? (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                  <span className="sr-only">{t('admin-content.editor.tab_errors')}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)} className="space-y-4">
        {missing ? (
          <p
            role="note"
            data-testid="missing-translation"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {fallback
              ? t('admin-content.editor.missing_fallback', {
                  language: t(LANGUAGE_LABELS[fallback]),
                  readers: t(READERS_LABELS[current]),
                })
              : t('admin-content.editor.missing_nothing', {
                  readers: t(READERS_LABELS[current]),
                })}
          </p>
        ) : null}
        <div key={current} className="space-y-4">
          <FormField
            label={t('admin-content.editor.title')}
            error={e?.title?.message}
            inputProps={{
              ...titleField(current),
              maxLength: CONTENT_LIMITS.title.max,
              lang: current,
              dir: directionOf(current),
              readOnly,
              'data-testid': `title-${current}`,
            }}
          />
          <TextAreaField
            label={t('admin-content.editor.summary')}
            error={e?.summary?.message}
            textareaProps={{
              ...register(`translations.${current}.summary`),
              rows: 3,
              maxLength: CONTENT_LIMITS.summary.max,
              lang: current,
              dir: directionOf(current),
              readOnly,
            }}
          />
          <Controller
            control={control}
            name={`translations.${current}.body`}
            render={({ field, fieldState }) => (
              <RichTextEditor
                label={t('admin-content.editor.body')}
                locale={current}
                value={field.value}
                onChange={field.onChange}
                readOnly={readOnly}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
      </div>
    </div>
  );
}
