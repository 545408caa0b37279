import type { PublicUser } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { toast } from '../../../ui/toast-store';
import { formatFileSize, isAcceptedFile } from '../../../ui/uploader';
import { applyUser } from '../api';
import { removeAvatar } from '../api/remove-avatar';
import { uploadAvatar } from '../api/upload-avatar';
import { outcomeText } from '../outcome';
import { UserAvatar } from './user-avatar';

/** What the API takes (it checks the content too, and re-encodes to a 256 px WebP). */
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;
const MAX_BYTES = 5 * 1024 * 1024;
/** Said "5 MB": the limit is 5 MiB, which a reader would otherwise see as "5.2 MB". */
const MAX_SIZE_SHOWN = 5_000_000;

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60';

/**
 * The profile photo: choosing a JPEG, PNG or WebP up to 5 MB saves it at once (one step, as
 * on a phone's apps), uploaded as the multipart field "avatar" with its preview and a
 * progress bar (lib/upload.ts), which may be cancelled; or remove the current one.
 */
export function AvatarForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const controller = useRef<AbortController | null>(null);

  // The preview's object URL is freed when it changes and when the page goes.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (chosen: File | undefined) => {
    setProblem(undefined);
    if (!chosen) return;
    if (!isAcceptedFile(chosen, ACCEPTED)) {
      setProblem(t('profile.avatar.wrong_type'));
      return;
    }
    if (chosen.size > MAX_BYTES) {
      setProblem(t('profile.avatar.too_big', { size: formatFileSize(locale, MAX_SIZE_SHOWN) }));
      return;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    void upload(chosen);
  };

  const clear = () => {
    setFile(null);
    setPreview(undefined);
    setProgress(null);
  };

  const upload = async (file: File) => {
    setProblem(undefined);
    setProgress(0);
    controller.current = new AbortController();
    try {
      const res = await uploadAvatar(file, {
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      applyUser(queryClient, res);
      clear();
      toast.success(t('profile.avatar.uploaded'));
    } catch (error) {
      clear();
      // Cancelled by the reader: nothing to say.
      if (!controller.current?.signal.aborted) setProblem(outcomeText(error, t));
    }
  };

  const remove = async () => {
    setRemoving(true);
    setProblem(undefined);
    try {
      applyUser(queryClient, await removeAvatar());
      toast.success(t('profile.avatar.removed'));
    } catch (error) {
      setProblem(errorText(error, t));
    } finally {
      setRemoving(false);
    }
  };

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <UserAvatar user={user} src={preview} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {file ? (
          <p className="text-sm text-slate-700">
            {t('profile.avatar.preview')} <bdi className="font-semibold break-all">{file.name}</bdi>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            aria-describedby={hintId}
            data-testid="avatar-input"
            disabled={uploading}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              // Choosing the same file again must fire a change.
              e.target.value = '';
            }}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={`${buttonClass} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
          >
            {user.avatar_url ? t('profile.avatar.choose_other') : t('profile.avatar.choose')}
          </label>
          {file ? (
            <button
              type="button"
              onClick={() => {
                controller.current?.abort();
                clear();
              }}
              className={buttonClass}
            >
              {t('profile.avatar.cancel')}
            </button>
          ) : null}
          {!file && user.avatar_url ? (
            <button
              type="button"
              onClick={() => void remove()}
              disabled={removing}
              aria-busy={removing}
              className="rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t('profile.avatar.remove')}
            </button>
          ) : null}
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {t('profile.avatar.hint', { size: formatFileSize(locale, MAX_SIZE_SHOWN) })}
        </p>
        {uploading ? (
          <div
            role="progressbar"
            aria-label={t('profile.avatar.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={formatNumber(locale, progress ?? 0, { style: 'percent' })}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
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
