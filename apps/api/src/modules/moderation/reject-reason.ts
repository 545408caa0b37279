import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import type { ModerationDeps } from './deps';
import { findActiveRejectionReason } from './queries';

/**
 * The reason an author reads, in the author's language: the preset's text, then the
 * moderator's free text. An unknown or inactive preset is a 422 on `reason_id`.
 */
export async function resolveRejectionReason(
  deps: ModerationDeps,
  input: { reason_id?: number | undefined; reason_text?: string | undefined },
): Promise<(locale: Locale) => string> {
  const preset =
    input.reason_id === undefined ? undefined : await findActiveRejectionReason(deps.db, input.reason_id);
  if (input.reason_id !== undefined && !preset) {
    throw new AppError('validation_failed', { fieldErrors: { reason_id: ['validation.invalid_value'] } });
  }
  const text = input.reason_text?.trim() || undefined;
  return (locale) => {
    const presetText = preset
      ? { ar: preset.textAr, fr: preset.textFr, en: preset.textEn }[locale]
      : undefined;
    return [presetText, text].filter(Boolean).join(' — ');
  };
}
