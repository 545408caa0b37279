import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../ui/toast-store';
import { exportAccountData } from '../api';
import { Button } from '../../../ui/button';

/** The name the API gives the file (its Content-Disposition). */
const FILE_NAME = 'my-data.json';

/** "Download my data": GET user/export, saved as a JSON file. */
export function DataExport() {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      // Through the HTTP client, for the bearer header a plain link could not send.
      const data = await exportAccountData();
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = FILE_NAME;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The browser has taken the file; the URL is not needed once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="secondary"
      className="inline-flex items-center gap-2 text-sm"

      onClick={() => void download()}
      disabled={pending}
      aria-busy={pending}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('profile.data.download')}
    </Button>
  );
}
