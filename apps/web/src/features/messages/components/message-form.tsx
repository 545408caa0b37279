import { MESSAGE_LIMITS } from '@portal/contract/messages-values';
import { messageBodySchema, type MessageBody } from '@portal/contract/messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { FormAlert, SubmitButton, TextAreaField } from '../../../ui/form-field';

const FIELDS = ['body'] as const;

/**
 * A message to write: the text, checked by the contract's schema before it leaves, the
 * server's localized errors on the field (or above it). Emptied once sent.
 */
export function MessageForm({
  onSend,
  rows = 3,
  testId,
}: {
  onSend: (body: MessageBody) => Promise<unknown>;
  rows?: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<MessageBody>({
    resolver: contractResolver(messageBodySchema, locale),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control, name: 'body' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSend(values);
      reset({ body: '' });
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" data-testid={testId}>
      <FormAlert message={formError} />
      <TextAreaField
        label={t('messages.send.label')}
        hint={t('messages.send.hint', {
          used: formatNumber(locale, body.length),
          max: formatNumber(locale, MESSAGE_LIMITS.body.max),
        })}
        error={errors.body?.message}
        textareaProps={{ rows, dir: 'auto', maxLength: MESSAGE_LIMITS.body.max, ...register('body') }}
      />
      <div className="flex justify-end">
        <SubmitButton pending={isSubmitting}>{t('messages.send.submit')}</SubmitButton>
      </div>
    </form>
  );
}
