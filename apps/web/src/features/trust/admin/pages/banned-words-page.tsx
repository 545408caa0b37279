import { directionOf, LOCALES, type Locale } from '@portal/contract/locale';
import { bannedWordBodySchema, type BannedWord, type BannedWordBody } from '@portal/contract/trust';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatNumber } from '../../../../lib/format';
import { submitErrorText, contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { FormAlert, FormField, SubmitButton } from '../../../../ui/form-field';
import { toast } from '../../../../ui/toast-store';
import { filterWords, useBannedWordChange, useBannedWords } from '../api/banned-words';
import { QueryView } from '../../../../back-office/components/query-view';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { RowButton } from '../../../../back-office/components/row-parts';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { isolate } from '@portal/contract/bidi';

const LIST_LABELS: Record<Locale, string> = {
  ar: 'admin-settings.words.list_ar',
  fr: 'admin-settings.words.list_fr',
  en: 'admin-settings.words.list_en',
};

/** Adds a word to one language's list (the server refuses one that is there already: 409). */
function AddWordForm({ list }: { list: Locale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useBannedWordChange();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ word: string }, unknown, BannedWordBody>({
    resolver: contractResolver(bannedWordBodySchema, locale, (v: { word: string }) => ({
      locale: list,
      word: v.word,
    })),
    defaultValues: { word: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await change.mutateAsync({ add: body });
      toast.success(t('admin-settings.words.added', { word: isolate(body.word) }));
      reset();
      setFocus('word');
    } catch (error) {
      setFormError(submitErrorText(error, setError, ['word'], t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" data-testid="add-word">
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-56 flex-1">
          <FormField
            label={t('admin-settings.words.new_word', { list: t(LIST_LABELS[list]) })}
            hint={t('admin-settings.words.new_word_hint')}
            error={errors.word?.message}
            inputProps={{
              ...register('word'),
              lang: list,
              dir: directionOf(list),
              maxLength: 60,
              autoComplete: 'off',
              'data-testid': 'new-word',
            }}
          />
        </div>
        <SubmitButton pending={isSubmitting}>{t('admin-settings.words.add')}</SubmitButton>
      </div>
    </form>
  );
}

/**
 * /admin/banned-words (admins, as the API: moderators get 403): the words per language that put
 * a listing in front of a reviewer with the reason shown. Add, search, delete (flags already
 * raised stay).
 */
export default function BannedWordsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [list, setList] = useState<Locale>(locale);
  const [query, setQuery] = useState('');
  const words = useBannedWords(list);
  const change = useBannedWordChange();
  const confirm = useConfirm();
  const [refusal, setRefusal] = useState<string | null>(null);

  const remove = async (word: BannedWord) => {
    const confirmed = await confirm({
      title: t('admin-settings.words.delete_title', { word: isolate(word.word) }),
      text: t('admin-settings.words.delete_text'),
      confirmLabel: t('admin-settings.delete'),
    });
    if (!confirmed) return;
    setRefusal(null);
    try {
      await change.mutateAsync({ remove: word.id });
      toast.success(t('admin-settings.words.deleted', { word: isolate(word.word) }));
    } catch (error) {
      setRefusal(errorText(error, t));
    }
  };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-banned-words.title')}</h1>
        <p className="text-slate-600">{t('routes.admin-banned-words.description')}</p>
        <div role="group" aria-label={t('admin-settings.words.lists')} className="flex flex-wrap gap-2">
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={l === list}
              onClick={() => setList(l)}
              className={`rounded-lg border px-3 py-1.5 text-sm font-medium ${
                l === list ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'
              }`}
            >
              {t(LIST_LABELS[l])}
            </button>
          ))}
        </div>
        <AddWordForm key={list} list={list} />
        <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />
        <FormField
          label={t('admin-settings.words.search')}
          inputProps={{
            type: 'search',
            value: query,
            onChange: (e) => setQuery(e.target.value),
            'data-testid': 'word-search',
          }}
        />
        <QueryView query={words}>
          {(data) => {
            const shown = filterWords(data, query);
            return (
              <div className="space-y-2">
                <p role="status" className="text-sm text-slate-600">
                  {t('admin-settings.words.count', {
                    shown: formatNumber(locale, shown.length),
                    total: formatNumber(locale, data.length),
                  })}
                </p>
                <ul
                  className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white"
                  data-testid="words"
                >
                  {shown.map((word) => (
                    <li
                      key={word.id}
                      className="flex items-center justify-between gap-3 p-3"
                      data-testid="word-row"
                    >
                      <span>
                        <bdi lang={word.locale} className="font-medium">
                          {word.word}
                        </bdi>{' '}
                        <span className="text-xs text-slate-500">
                          {t('admin-settings.words.added_on', { date: formatDate(locale, word.created_at) })}
                        </span>
                      </span>
                      <RowButton danger onClick={() => void remove(word)}>
                        {t('admin-settings.delete')}
                        <span className="sr-only">
                          {' '}
                          <bdi>{word.word}</bdi>
                        </span>
                      </RowButton>
                    </li>
                  ))}
                </ul>
              </div>
            );
          }}
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
