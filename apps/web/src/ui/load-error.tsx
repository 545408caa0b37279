import { useTranslation } from '../lib/use-translation';
import { errorText } from '../lib/error-text';
import { Button } from './button';

/** A call the page needs failed: what happened, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="mb-4 text-red-800">{errorText(error, t)}</p>
      <Button variant="danger" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
