import type { OwnBusiness } from '@portal/contract/sellers';
import { BUSINESS_LIMITS } from '@portal/contract/sellers-values';
import { useId, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { formatFileSize, isAcceptedFile } from '../../../ui/uploader';
import { uploadBusinessLogo } from '../api/upload-business-logo';

/** What the API takes (it checks the content too, and re-encodes to a 256 px WebP). */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_BYTES = BUSINESS_LIMITS.logoMaxMb * 1_000_000;

/** The business's logo: choosing a JPEG, PNG or WebP saves it at once. */
export function LogoForm({ business, onSaved }: { business: OwnBusiness; onSaved: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);

  const choose = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!isAcceptedFile(file, ACCEPTED)) return setProblem(t('sellers.logo.wrong_type'));
    if (file.size > MAX_BYTES)
      return setProblem(t('sellers.logo.too_big', { size: formatFileSize(locale, MAX_BYTES) }));
    setProgress(0);
    try {
      await uploadBusinessLogo(file, { onProgress: (done) => setProgress(done) });
      onSaved();
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex items-center gap-4">
      {business.logo_url ? (
        <img
          src={business.logo_url}
          alt={t('sellers.logo.current')}
          className="size-20 rounded-full border border-slate-200 object-cover"
          data-testid="business-logo"
        />
      ) : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('sellers.logo.label')}
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED.join(',')}
          aria-describedby={hintId}
          disabled={progress !== null}
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="business-logo-input"
          className="text-sm"
        />
        <p id={hintId} className="text-xs text-slate-500">
          {t('sellers.logo.hint', { size: formatFileSize(locale, MAX_BYTES) })}
        </p>
        {progress !== null ? (
          <progress max={1} value={progress} aria-label={t('sellers.logo.uploading')} className="w-40" />
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
