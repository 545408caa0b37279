import type { ContentFile } from '@portal/contract/content';
import {
  CONTENT_FILE_MAX_MB,
  CONTENT_FILE_TYPES,
  type ContentFileKind,
} from '@portal/contract/content-values';
import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { formatFileSize, Uploader, type UploadFn } from '../../../../ui/uploader';
import { UserText } from '../../../../ui/user-text';
import { uploadContentFile } from '../api/upload-content-file';

const uploadOne: UploadFn<ContentFile> = (file, onProgress, signal) =>
  uploadContentFile(file, onProgress, signal).then((answer) => answer.file);

/**
 * A detail's file or files (a cover, a PDF, the album's photos), sent to the CMS's files as
 * soon as chosen: the type and size are checked first (the contract's lists), progress is
 * shown, the server's refusal (413, 415) said in its words. Gives the ids in their order.
 * A reader (moderator) sees the files without the controls.
 */
export function ContentFileField({
  label,
  kind,
  ids,
  files,
  onChange,
  max = 1,
  readOnly = false,
  error,
  testId,
}: {
  label: string;
  kind: ContentFileKind;
  ids: readonly number[];
  /** The files already known by id: the item's, and those uploaded in this editor. */
  files: ReadonlyMap<number, ContentFile>;
  onChange: (ids: number[], uploaded: ContentFile[]) => void;
  max?: number;
  readOnly?: boolean;
  error?: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const known = ids.flatMap((id) => {
    const file = files.get(id);
    return file ? [file] : [];
  });
  if (readOnly) {
    return (
      <div data-testid={testId}>
        <p className="mb-1 text-sm font-medium text-slate-800">{label}</p>
        {known.length === 0 ? (
          <p className="text-sm text-slate-500">{t('admin-content.files.none')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {known.map((file) => (
              <li key={file.id}>
                <UserText>{file.name}</UserText> · {formatFileSize(locale, file.size_bytes)}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      <Uploader<ContentFile>
        label={label}
        upload={uploadOne}
        accept={CONTENT_FILE_TYPES[kind]}
        maxSizeBytes={CONTENT_FILE_MAX_MB[kind] * 1_000_000}
        maxFiles={max}
        initialFiles={known.map((file) => ({
          key: `file-${file.id}`,
          name: file.name,
          result: file,
          ...(file.urls ? { url: file.urls.thumbnail } : {}),
        }))}
        onChange={(uploaded) => {
          const next = uploaded.map((u) => u.result.id);
          if (next.length !== ids.length || next.some((id, i) => id !== ids[i])) {
            onChange(
              next,
              uploaded.map((u) => u.result),
            );
          }
        }}
        {...(max > 1
          ? { description: t('admin-content.files.ordered', { max: formatNumber(locale, max) }) }
          : {})}
      />
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
