import type { JoinRequestFile } from '@portal/contract/join-requests';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatFileSize } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { UserText } from '../../../ui/user-text';
import { isolate } from '@portal/contract/bidi';
import { downloadJoinFile } from '../api/download-join-file';

/** A request's files, each with its size and a download button (its sender and staff only). */
export function JoinRequestFiles({ files }: { files: readonly JoinRequestFile[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = async (file: JoinRequestFile) => {
    try {
      await downloadJoinFile(file);
    } catch (error) {
      toast.error(`${t('join-requests.mine.download_failed')} ${errorText(error, t)}`);
    }
  };
  return (
    <ul className="flex flex-col gap-1">
      {files.map((file) => (
        <li key={file.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span>
            <UserText>{file.name}</UserText>{' '}
            <span className="text-slate-600">({formatFileSize(locale, file.size_bytes)})</span>
          </span>
          <Button variant="secondary" size="sm" onClick={() => void save(file)}>
            {t('join-requests.mine.download', { name: isolate(file.name) })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
