import { verifyEmailCodeBodySchema } from '@portal/contract/auth';
import { useForm } from 'react-hook-form';
import { contractResolver } from '../../lib/form';
import { useLocale } from '../../lib/use-locale';

/** The form of a mailed code alone (email verification, email change), checked by the contract's rule. */
export function useCodeForm() {
  const locale = useLocale();
  return useForm<{ code: string }>({
    resolver: contractResolver(verifyEmailCodeBodySchema, locale),
    defaultValues: { code: '' },
  });
}
