import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form';
import { HttpError } from '../../../lib/http';
import { toast } from '../../../ui/toast-store';
import { useCatalogChange, type CatalogChange } from './api/catalog';

/**
 * Sends a catalog form's change: a toast and `onDone` on success; a 422's field errors under
 * their fields (the form keeps what was typed), any other refusal as the form's alert.
 */
export function useCatalogFormSubmit<V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: readonly string[],
  onDone: () => void,
) {
  const { t } = useTranslation();
  const change = useCatalogChange();
  const [formError, setFormError] = useState<string>();
  const submit = async (request: CatalogChange, done: string) => {
    setFormError(undefined);
    try {
      await change.mutateAsync(request);
      toast.success(t(done));
      onDone();
    } catch (error) {
      const top = applyServerErrors(error, setError, fields);
      setFormError(error instanceof HttpError && error.status === 422 ? top : errorText(error, t));
    }
  };
  return { submit, formError };
}
