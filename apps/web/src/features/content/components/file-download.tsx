import type { ContentFile } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { formatFileSize } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../ui/button';
import { downloadContentUrl } from '../api/download-content';

const TYPE_NAMES: Record<string, string> = { 'audio/mpeg': 'MP3', 'image/jpeg': 'JPEG' };

/** A file's type as people name it: "PDF", "PNG", "MP3". */
export function fileTypeName(mime: string): string {
  return TYPE_NAMES[mime] ?? (mime.split('/')[1] ?? mime).replace(/^x-/, '').toUpperCase();
}

/** A file's type and size ("PDF · 1.2 MB"), each in the page's language. */
export function FileFacts({ file }: { file: ContentFile }) {
  const locale = useLocale();
  return (
    <span className="text-sm text-slate-600">
      <bdi>{fileTypeName(file.mime)}</bdi> · <bdi>{formatFileSize(locale, file.size_bytes)}</bdi>
    </span>
  );
}

/**
 * The download of an item's file (a legal text, a form): a plain link to the counted download,
 * named with what it downloads so a screen reader's list of links tells them apart.
 */
export function FileDownload({ itemId, file, title }: { itemId: number; file: ContentFile; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={downloadContentUrl(itemId)}
        download={file.name}
        className={buttonClass({
          variant: 'secondary',
          size: 'sm',
          className: 'inline-flex items-center gap-2',
        })}
        data-testid="file-download"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 4v11m0 0l-4-4m4 4l4-4M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('content.download.action')}
        <span className="sr-only">
          {' '}
          <bdi>{title}</bdi>
        </span>
      </a>
      <FileFacts file={file} />
    </div>
  );
}
