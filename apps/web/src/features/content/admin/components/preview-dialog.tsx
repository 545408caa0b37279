import { directionOf, type Locale } from '@portal/contract/locale';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../lib/use-translation';
import { Button } from '../../../../ui/button';
import { LoadError } from '../../../../ui/load-error';
import { Modal } from '../../../../ui/modal';
import { RichText } from '../../../../ui/rich-text';
import { UserText } from '../../../../ui/user-text';
import { previewContent } from '../api/preview-content';

/**
 * One language's text as visitors will see it: the title and summary, and the body as the
 * server's sanitizer gives it back, in the public pages' rich-text styles.
 */
export function PreviewDialog({
  locale,
  title,
  summary,
  body,
  onClose,
}: {
  locale: Locale;
  title: string;
  summary: string;
  body: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: ['admin', 'content', 'preview', body],
    queryFn: ({ signal }) => previewContent(body, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <Modal title={t('admin-content.preview.title')} onClose={onClose} testId="content-preview">
      <article lang={locale} dir={directionOf(locale)} className="max-h-[70vh] space-y-3 overflow-y-auto">
        <UserText as="h2" className="text-xl font-bold">
          {title}
        </UserText>
        {summary ? (
          <UserText as="p" className="text-slate-700">
            {summary}
          </UserText>
        ) : null}
        {preview.data ? (
          // The server's sanitizer wrote this HTML: what the public page will serve, drawn as it does.
          <RichText html={preview.data.body} locale={locale} testId="preview-body" />
        ) : preview.isError ? (
          <LoadError error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <p role="status" className="text-slate-500">
            {t('common.loading')}
          </p>
        )}
      </article>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('admin-content.preview.close')}
        </Button>
      </div>
    </Modal>
  );
}
