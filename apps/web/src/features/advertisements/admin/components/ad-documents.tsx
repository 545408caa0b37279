import type { AdDocument } from '@portal/contract/advertisements';
import { isolate } from '@portal/contract/bidi';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatFileSize } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { FormAlert } from '../../../../ui/form-field';
import { downloadAdDocument } from '../../api/download-ad-document';

const KIND_LABELS: Record<AdDocument['kind'], string> = {
  id_card: 'admin-advertisements.documents.id_card',
  license: 'admin-advertisements.documents.license',
  payment_proof: 'admin-advertisements.documents.payment_proof',
};

/** The order's private files: fetched with the session (a plain link cannot), each download audited by the API. */
export function AdDocuments({ documents }: { documents: AdDocument[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [error, setError] = useState<string>();
  if (documents.length === 0)
    return <p className="text-sm text-slate-600">{t('admin-advertisements.documents.none')}</p>;
  return (
    <>
      <FormAlert message={error} />
      <ul className="flex flex-col gap-2" data-testid="ad-documents">
        {documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">{t(KIND_LABELS[doc.kind])}</span>
            <bdi dir="ltr">{doc.name}</bdi>
            <span className="text-slate-600">
              {formatFileSize(locale, doc.size_bytes)} · {formatDate(locale, doc.created_at)}
            </span>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('admin-advertisements.documents.download_named', { name: isolate(doc.name) })}
              onClick={() => {
                setError(undefined);
                downloadAdDocument(doc).catch((failure: unknown) => setError(errorText(failure, t)));
              }}
            >
              {t('admin-advertisements.documents.download')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
