import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, HttpError } from './http';
import { uploadFile, uploadTo } from './upload';

/** A stand-in for XMLHttpRequest that records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  timeout = -1;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  document.cookie = `${AUTH_COOKIE}=secret-token; path=/`;
  document.cookie = 'XSRF-TOKEN=csrf-1; path=/';
  localStorage.setItem('user-locale', 'fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0`;
  document.cookie = 'XSRF-TOKEN=; path=/; max-age=0';
  localStorage.clear();
});

const file = new File(['hello'], 'photo.png', { type: 'image/png' });

describe('uploadFile', () => {
  it('posts the file as multipart to /api/v1/ with the headers of every call but Content-Type', async () => {
    const done = uploadFile<{ id: number }>('media', file, { fields: { kind: 'cover' } });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/v1/media');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'X-localization': 'fr',
      Authorization: 'Bearer secret-token',
      'X-XSRF-TOKEN': 'csrf-1',
    });
    expect(xhr.headers['X-timezone']).toBeTruthy();
    expect(Object.keys(xhr.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect((xhr.body?.get('file') as File).name).toBe('photo.png');
    expect(xhr.body?.get('kind')).toBe('cover');
    xhr.answer(201, { id: 7 });
    await expect(done).resolves.toEqual({ id: 7 });
  });

  it('reports upload progress as a fraction, and 1 when done', async () => {
    const onProgress = vi.fn();
    const done = uploadFile('media', file, { onProgress });
    FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    FakeXhr.last.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    FakeXhr.last.answer(200, {});
    await done;
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);
  });

  it('fails with an HttpError carrying the server answer', async () => {
    const done = uploadFile('media', file);
    FakeXhr.last.answer(422, { message: 'Too small', errors: { file: ['Too small'] } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'status', status: 422, message: 'Too small' });
  });

  it('fails with network, timeout and aborted errors', async () => {
    const network = uploadFile('media', file);
    FakeXhr.last.onerror?.();
    await expect(network).rejects.toMatchObject({ kind: 'network' });
    const timeout = uploadFile('media', file, { timeoutMs: 10 });
    expect(FakeXhr.last.timeout).toBe(10);
    FakeXhr.last.ontimeout?.();
    await expect(timeout).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('aborts when its signal does', async () => {
    const controller = new AbortController();
    const done = uploadFile('media', file, { signal: controller.signal });
    controller.abort();
    expect(FakeXhr.last.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ kind: 'aborted' });
    await expect(uploadFile('media', file, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
  });
});

describe('uploadTo', () => {
  it('makes an upload function for the uploader', async () => {
    const onProgress = vi.fn();
    const done = uploadTo<{ ok: boolean }>('/announcements/1/photos', { fieldName: 'image' })(
      file,
      onProgress,
      new AbortController().signal,
    );
    expect(FakeXhr.last.url).toBe('/api/v1/announcements/1/photos');
    expect(FakeXhr.last.body?.get('image')).toBeTruthy();
    FakeXhr.last.answer(200, { ok: true });
    await expect(done).resolves.toEqual({ ok: true });
    expect(onProgress).toHaveBeenCalledWith(1);
  });
});
