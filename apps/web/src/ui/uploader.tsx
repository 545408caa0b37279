import type { Locale } from '@portal/contract/locale';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { formatFileSize, formatList, formatNumber } from '../lib/format';
import { HttpError } from '../lib/http';
import type { UploadFn } from '../lib/upload';
import { useLocale } from '../lib/use-locale';
import { UserText } from './user-text';
import { isolate } from '@portal/contract/bidi';

export type { UploadFn } from '../lib/upload';

/** A file the server has accepted, in the order the visitor chose. */
export interface UploadedFile<R> {
  key: string;
  name: string;
  result: R;
  /** The cover (with `allowCover`): the one chosen, else the first. */
  isCover: boolean;
}

/** A file uploaded before (editing an ad): shown as done. */
export interface ExistingFile<R> {
  key: string;
  name: string;
  result: R;
  /** Its picture, for the preview. */
  url?: string;
}

export interface UploaderProps<R> {
  label: string;
  /** Sends one file; `uploadTo(path)` from lib/upload.ts posts it to the API with progress. */
  upload: UploadFn<R>;
  /** Called with the uploaded files whenever that list, its order or its cover changes. */
  onChange?: (files: UploadedFile<R>[]) => void;
  /** MIME types ('image/png'), families ('image/*') or extensions ('.pdf'); anything when empty. */
  accept?: readonly string[];
  maxSizeBytes?: number;
  maxFiles?: number;
  /** Offers "set as cover" on each uploaded file. */
  allowCover?: boolean;
  initialFiles?: readonly ExistingFile<R>[];
  description?: string;
  disabled?: boolean;
}

interface Item<R> {
  key: string;
  name: string;
  file?: File;
  previewUrl?: string;
  /** Object URLs we created and must revoke; not those of existing files. */
  ownsPreview: boolean;
  status: 'uploading' | 'done' | 'error';
  progress: number;
  result?: R;
  error?: string;
}

/** Whether a file matches an `accept` list like the `<input accept>` attribute does. */
export function isAcceptedFile(file: Pick<File, 'name' | 'type'>, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const r = rule.trim().toLowerCase();
    if (r.startsWith('.')) return name.endsWith(r);
    if (r.endsWith('/*')) return type.startsWith(r.slice(0, -1));
    return type === r;
  });
}

// Sizes are written by lib/format (the content pages show them too); kept importable from here.
export { formatFileSize };

function acceptLabel(locale: Locale, accept: readonly string[], t: (key: string) => string): string {
  const families: Record<string, string> = {
    image: t('ui.uploader.type_images'),
    video: t('ui.uploader.type_videos'),
    audio: t('ui.uploader.type_audio'),
  };
  // 'image/*' → "images", 'image/png' → "PNG", '.pdf' → "PDF".
  const names = accept.map((rule) => {
    const r = rule.trim();
    if (r.startsWith('.')) return r.slice(1).toUpperCase();
    const [family = '', subtype = ''] = r.split('/');
    return subtype === '*' ? (families[family] ?? family) : subtype.toUpperCase();
  });
  return formatList(locale, [...new Set(names)]);
}

let keySeed = 0;
const nextKey = () => `upload-${++keySeed}`;

function signature(items: readonly Item<unknown>[], coverKey: string | null): string {
  return JSON.stringify([items.filter((i) => i.status === 'done').map((i) => i.key), coverKey]);
}

function IconButton({
  label,
  onClick,
  disabled,
  pressed,
  focusKey,
  path,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  focusKey: string;
  path: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={pressed}
      data-focus-key={focusKey}
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-30 aria-pressed:text-amber-600"
    >
      <span className="sr-only">{label}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

const ICONS = {
  up: 'M12 19V5m-6 6l6-6 6 6',
  down: 'M12 5v14m6-6l-6 6-6-6',
  star: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  retry: 'M4 12a8 8 0 0113.7-5.7L20 8.6M20 4v4.6h-4.6M20 12a8 8 0 01-13.7 5.7L4 15.4M4 20v-4.6h4.6',
  remove: 'M6 6l12 12M18 6L6 18',
};

/**
 * Choose or drop files; each is checked (type, size, count), previewed, uploaded with a
 * progress bar, and can be retried, removed, moved earlier/later and made the cover.
 */
export function Uploader<R>({
  label,
  upload,
  onChange,
  accept = [],
  maxSizeBytes,
  maxFiles,
  allowCover = false,
  initialFiles = [],
  description,
  disabled,
}: UploaderProps<R>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const autoId = useId();
  const inputId = `${autoId}-input`;
  const hintId = `${autoId}-hint`;
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [items, setItems] = useState<Item<R>[]>(() =>
    initialFiles.map((f) => ({
      key: f.key,
      name: f.name,
      previewUrl: f.url,
      ownsPreview: false,
      status: 'done',
      progress: 1,
      result: f.result,
    })),
  );
  const [coverKey, setCoverKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState(false);

  const controllers = useRef(new Map<string, AbortController>());
  const pendingFocus = useRef<string | null>(null);
  const latestItems = useRef(items);
  const lastSignature = useRef(signature(items, null));

  useEffect(() => {
    latestItems.current = items;
  });

  // Unmounting stops the uploads and frees the previews.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of latestItems.current)
        if (item.ownsPreview && item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    };
  }, []);

  const done = items.filter((i) => i.status === 'done');
  const effectiveCover = allowCover ? (done.find((i) => i.key === coverKey) ?? done[0])?.key : undefined;

  useEffect(() => {
    const sig = signature(items, effectiveCover ?? null);
    if (sig === lastSignature.current) return;
    lastSignature.current = sig;
    onChange?.(
      items
        .filter((i) => i.status === 'done')
        .map((i) => ({ key: i.key, name: i.name, result: i.result as R, isCover: i.key === effectiveCover })),
    );
  }, [items, effectiveCover, onChange]);

  // After a move or a removal the button under the finger is gone or moved: put focus back.
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const el =
      target === 'input'
        ? inputRef.current
        : listRef.current?.querySelector<HTMLElement>(`[data-focus-key="${target}"]`);
    el?.focus();
  }, [items]);

  const patch = (key: string, change: Partial<Item<R>>) =>
    setItems((current) => current.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    patch(key, { status: 'uploading', progress: 0, error: undefined });
    upload(file, (fraction) => patch(key, { progress: fraction }), controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(key);
        patch(key, { status: 'done', progress: 1, result });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        controllers.current.delete(key);
        const message =
          error instanceof HttpError && error.body?.message ? error.body.message : t('ui.uploader.failed');
        patch(key, { status: 'error', error: message });
      },
    );
  };

  const addFiles = (files: FileList | File[] | null) => {
    if (!files || disabled) return;
    const problems: string[] = [];
    const added: Item<R>[] = [];
    const room = maxFiles === undefined ? Number.POSITIVE_INFINITY : maxFiles - items.length;
    const size = maxSizeBytes === undefined ? '' : formatFileSize(locale, maxSizeBytes);
    for (const file of Array.from(files)) {
      if (!isAcceptedFile(file, accept))
        problems.push(t('ui.uploader.wrong_type', { name: isolate(file.name) }));
      else if (maxSizeBytes !== undefined && file.size > maxSizeBytes)
        problems.push(t('ui.uploader.too_big', { name: isolate(file.name), size }));
      else if (added.length >= room)
        problems.push(
          t('ui.uploader.limit_reached', {
            name: isolate(file.name),
            max: formatNumber(locale, maxFiles ?? 0),
          }),
        );
      else
        added.push({
          key: nextKey(),
          name: file.name,
          file,
          previewUrl: file.type.startsWith('image/') ? URL.createObjectURL(file) : undefined,
          ownsPreview: file.type.startsWith('image/'),
          status: 'uploading',
          progress: 0,
        });
    }
    setErrors(problems);
    if (added.length === 0) return;
    setItems((current) => [...current, ...added]);
    for (const item of added) if (item.file) start(item.key, item.file);
  };

  const remove = (item: Item<R>) => {
    controllers.current.get(item.key)?.abort();
    controllers.current.delete(item.key);
    if (item.ownsPreview && item.previewUrl) URL.revokeObjectURL(item.previewUrl);
    const index = items.findIndex((i) => i.key === item.key);
    const neighbour = items[index + 1] ?? items[index - 1];
    pendingFocus.current = neighbour ? `${neighbour.key}:remove` : 'input';
    setItems((current) => current.filter((i) => i.key !== item.key));
    setAnnouncement(t('ui.uploader.removed', { name: item.name }));
  };

  const move = (item: Item<R>, delta: -1 | 1) => {
    const from = items.findIndex((i) => i.key === item.key);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= items.length) return;
    const next = [...items];
    next.splice(from, 1);
    next.splice(to, 0, item);
    // Keep focus on the same arrow, or on the other one at either end of the list.
    const atEdge = delta < 0 ? to === 0 : to === items.length - 1;
    pendingFocus.current = `${item.key}:${delta < 0 === !atEdge ? 'earlier' : 'later'}`;
    setItems(next);
    setAnnouncement(
      t('ui.uploader.moved', {
        name: item.name,
        position: formatNumber(locale, to + 1),
        total: formatNumber(locale, items.length),
      }),
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  const hints = [
    accept.length > 0 ? t('ui.uploader.accepted', { types: acceptLabel(locale, accept, t) }) : null,
    maxSizeBytes !== undefined
      ? t('ui.uploader.max_size', { size: formatFileSize(locale, maxSizeBytes) })
      : null,
    maxFiles !== undefined
      ? t('ui.uploader.max_count', { count: maxFiles, max: formatNumber(locale, maxFiles) })
      : null,
    description ?? null,
  ].filter((h): h is string => h !== null);

  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-slate-800">{label}</legend>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={maxFiles !== 1}
          accept={accept.length > 0 ? accept.join(',') : undefined}
          aria-describedby={hints.length > 0 ? hintId : undefined}
          onChange={(e) => {
            addFiles(e.target.files);
            // Choosing the same file again after removing it must fire a change.
            e.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white hover:border-brand-600'}`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-8 text-slate-400"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path
              d="M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="font-semibold text-brand-700">{t('ui.uploader.choose')}</span>
          <span className="text-slate-600">{t('ui.uploader.drop')}</span>
        </label>
        {hints.length > 0 ? (
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {hints.join(' · ')}
          </p>
        ) : null}
      </div>
      {errors.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {items.length > 0 ? (
        <ul ref={listRef} className="mt-3 space-y-2">
          {items.map((item, index) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li
                key={item.key}
                className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-2"
              >
                {item.previewUrl ? (
                  <img
                    src={item.previewUrl}
                    alt=""
                    width={64}
                    height={64}
                    className="size-16 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-16 shrink-0 items-center justify-center rounded bg-slate-100 text-slate-400"
                  >
                    <svg
                      viewBox="0 0 24 24"
                      className="size-8"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                    >
                      <path d="M7 3h7l5 5v13H7zM14 3v5h5" strokeLinejoin="round" />
                    </svg>
                  </span>
                )}
                <div className="min-w-0 flex-1 basis-32">
                  <UserText as="p" className="truncate text-sm font-medium text-slate-900" title={item.name}>
                    {item.name}
                  </UserText>
                  {item.key === effectiveCover ? (
                    <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">
                      {t('ui.uploader.cover')}
                    </span>
                  ) : null}
                  {item.status === 'uploading' ? (
                    <div
                      role="progressbar"
                      aria-label={t('ui.uploader.progress', { name: item.name })}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-valuetext={formatNumber(locale, item.progress, { style: 'percent' })}
                      className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                    >
                      <div
                        className="h-full rounded-full bg-brand-600 transition-[width]"
                        style={{ width: `${percent}%` }}
                      />
                    </div>
                  ) : null}
                  {item.status === 'done' ? (
                    <p className="text-xs text-green-700">{t('ui.uploader.uploaded')}</p>
                  ) : null}
                  {item.status === 'error' ? <p className="text-xs text-red-700">{item.error}</p> : null}
                </div>
                <div className="flex items-center">
                  <IconButton
                    label={t('ui.uploader.move_earlier', { name: item.name })}
                    onClick={() => move(item, -1)}
                    disabled={index === 0}
                    focusKey={`${item.key}:earlier`}
                    path={ICONS.up}
                  />
                  <IconButton
                    label={t('ui.uploader.move_later', { name: item.name })}
                    onClick={() => move(item, 1)}
                    disabled={index === items.length - 1}
                    focusKey={`${item.key}:later`}
                    path={ICONS.down}
                  />
                  {allowCover && item.status === 'done' ? (
                    <IconButton
                      label={t('ui.uploader.set_cover', { name: item.name })}
                      onClick={() => setCoverKey(item.key)}
                      pressed={item.key === effectiveCover}
                      focusKey={`${item.key}:cover`}
                      path={ICONS.star}
                    />
                  ) : null}
                  {item.status === 'error' && item.file ? (
                    <IconButton
                      label={t('ui.uploader.retry', { name: item.name })}
                      onClick={() => {
                        if (!item.file) return;
                        // The retry button goes away while uploading again.
                        pendingFocus.current = `${item.key}:remove`;
                        start(item.key, item.file);
                      }}
                      focusKey={`${item.key}:retry`}
                      path={ICONS.retry}
                    />
                  ) : null}
                  <IconButton
                    label={t('ui.uploader.remove', { name: item.name })}
                    onClick={() => remove(item)}
                    focusKey={`${item.key}:remove`}
                    path={ICONS.remove}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
