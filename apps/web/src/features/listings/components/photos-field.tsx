import { useCallback, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Uploader, type ExistingFile, type UploadedFile } from '../../../ui/uploader';
import { PHOTO_TYPES, uploadListingPhoto, type PhotoValue } from '../api/upload-photo';
import type { ListingFormValues } from '../listing-form-values';

/**
 * Photos go up as soon as they are chosen, each with its progress bar, and are attached at
 * submit in the order shown, with the one starred as cover. `onBusyChange` tells the form
 * while an upload is running, so it is not sent without it.
 */
export function PhotosField({
  maxPhotos,
  maxPhotoMb,
  onBusyChange,
}: {
  maxPhotos: number;
  maxPhotoMb: number;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const {
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<ListingFormValues>();

  // The uploader takes its files once, at mount, and has no "initial cover": the cover goes
  // first, where the uploader puts it when none is chosen.
  const [initialFiles] = useState<ExistingFile<PhotoValue>[]>(() => {
    const { photos, cover_photo_id: cover } = getValues();
    const ordered = [...photos.filter((p) => p.id === cover), ...photos.filter((p) => p.id !== cover)];
    return ordered.map((p) => ({ key: `photo-${p.id}`, name: p.name, result: p, url: p.url }));
  });

  const running = useRef(0);
  const upload = useMemo(
    () => async (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) => {
      running.current += 1;
      onBusyChange(true);
      try {
        return await uploadListingPhoto(file, onProgress, signal);
      } finally {
        running.current -= 1;
        onBusyChange(running.current > 0);
      }
    },
    [onBusyChange],
  );

  const onChange = useCallback(
    (files: UploadedFile<PhotoValue>[]) => {
      setValue(
        'photos',
        files.map((f) => f.result),
        { shouldDirty: true },
      );
      setValue('cover_photo_id', files.find((f) => f.isCover)?.result.id ?? null, { shouldDirty: true });
    },
    [setValue],
  );

  // photo_ids is the body's name (a 422 or the contract); the form holds `photos`.
  const bodyErrors = errors as Partial<Record<string, { message?: string }>>;
  const error = bodyErrors.photo_ids?.message ?? errors.cover_photo_id?.message;
  return (
    <div data-testid="listing-photos">
      <Uploader<PhotoValue>
        label={t('listings.photos.label')}
        description={t('listings.photos.hint')}
        upload={upload}
        onChange={onChange}
        accept={PHOTO_TYPES}
        maxFiles={maxPhotos}
        // settings.announcements.max_photo_mb, in megabytes of 1,000,000 bytes as the server counts.
        maxSizeBytes={maxPhotoMb * 1_000_000}
        allowCover
        initialFiles={initialFiles}
      />
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
