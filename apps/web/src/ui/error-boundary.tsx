import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { Button } from './button';

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <h2 className="mb-2 text-lg font-semibold text-red-800">{t('common.error_title')}</h2>
      <p className="mb-4 text-red-700">{t('common.error_body')}</p>
      <Button
        variant="danger"

        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Keeps a failing section from taking the whole page down (bulletproof-react). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorFallback onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
