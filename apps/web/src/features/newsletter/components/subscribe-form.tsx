import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { HttpError } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { subscribeNewsletter } from '../api/subscribe';

/**
 * The newsletter's form: an address, in the visitor's language (the request's). Plain state and
 * the browser's own email check, no form library: the compact form sits in every page's footer.
 * The answer is the same whether or not the address was subscribed.
 */
export function SubscribeForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string>();
  const [error, setError] = useState<string>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    setPending(true);
    try {
      const res = await subscribeNewsletter({ email });
      setDone(res.message);
      setEmail('');
    } catch (caught) {
      const field = caught instanceof HttpError ? caught.fieldErrors.email?.[0] : undefined;
      setError(field ?? errorText(caught, t));
    } finally {
      setPending(false);
    }
  };
  const errorId = `${id}-error`;
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      className={compact ? 'flex flex-col gap-2' : 'flex flex-col gap-3'}
      data-testid={compact ? 'footer-newsletter' : 'newsletter-form'}
    >
      <label
        htmlFor={`${id}-email`}
        className={compact ? 'text-sm font-semibold text-slate-900' : 'font-medium'}
      >
        {t(compact ? 'newsletter.form.compact_label' : 'newsletter.form.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          autoComplete="email"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('newsletter.form.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-start"
        />
        <Button type="submit" size="sm" busy={pending}>
          {t('newsletter.form.submit')}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="text-sm text-green-700">
        {done}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
