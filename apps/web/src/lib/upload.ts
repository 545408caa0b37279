import type { ErrorResponse } from '@portal/contract/errors';
import type { EndpointName } from '@portal/contract/endpoints';
import {
  fillPath,
  type Endpoint,
  type PathParamNames,
  type PathParams,
} from '@portal/contract/endpoints/endpoint';
import type { EndpointResponse } from '@portal/contract/endpoint-schemas';
import { checked } from './call';
import { API_BASE, HttpError, reportUnauthenticated, requestHeaders } from './http';

/**
 * Uploads go through XMLHttpRequest, not fetch: only XHR reports upload progress
 * (`xhr.upload.onprogress`), which the uploader's progress bars show.
 */

/** What the uploader calls per file: report progress as a fraction 0–1, resolve with the server's answer. */
export type UploadFn<R> = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<R>;

export interface UploadOptions {
  /** The multipart field of the file; "file" by default. */
  fieldName?: string;
  /** Extra multipart fields sent with the file. */
  fields?: Record<string, string>;
  method?: 'POST' | 'PUT';
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** 0 (default) waits as long as the upload takes: photos on a slow line need minutes. */
  timeoutMs?: number;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends a multipart/form-data body to `path` under /api/v1/, with the headers of every call
 * except Content-Type, which the browser writes with the multipart boundary. A form of
 * several fields and files (a join request) goes in one request this way.
 * Fails with the same HttpError as `http()`.
 */
export function uploadForm<T>(
  path: string,
  body: FormData,
  options: Omit<UploadOptions, 'fieldName' | 'fields'> = {},
): Promise<T> {
  const method = options.method ?? 'POST';
  return new Promise<T>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new HttpError('aborted'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path.replace(/^\/+/, '')}`);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? 0;
    const { 'Content-Type': _contentType, ...headers } = requestHeaders(method);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      done();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve(data as T);
        return;
      }
      const errorBody =
        data && typeof data === 'object' && 'message' in data ? (data as ErrorResponse) : undefined;
      const error = new HttpError('status', xhr.status, errorBody);
      reportUnauthenticated(error);
      reject(error);
    };
    xhr.onerror = () => {
      done();
      reject(new HttpError('network'));
    };
    xhr.ontimeout = () => {
      done();
      reject(new HttpError('timeout'));
    };
    xhr.onabort = () => {
      done();
      reject(new HttpError('aborted'));
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}

/** Sends one file (and `fields`) as multipart/form-data to `path` under /api/v1/. */
export function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  const { fieldName, fields, ...rest } = options;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields ?? {})) body.append(name, value);
  body.append(fieldName ?? 'file', file, file.name);
  return uploadForm<T>(path, body, rest);
}

/** An `upload` prop for the uploader that posts each file to `path`: `upload={uploadTo('media')}`. */
export function uploadTo<R>(
  path: string,
  options: Omit<UploadOptions, 'onProgress' | 'signal'> = {},
): UploadFn<R> {
  return (file, onProgress, signal) => uploadFile<R>(path, file, { ...options, onProgress, signal });
}

/** Uploads one file to an endpoint that reads multipart (a photo, an avatar). */
export async function upload<N extends EndpointName, M extends 'POST' | 'PUT', P extends string>(
  endpoint: Endpoint<N, M, P>,
  file: File,
  options: Omit<UploadOptions, 'method'> &
    ([PathParamNames<P>] extends [never] ? object : { params: PathParams<P> }),
): Promise<EndpointResponse<N>> {
  const { params, ...rest } = options as UploadOptions & { params?: PathParams<P> };
  const answer = await uploadFile<unknown>(fillPath(endpoint.path, params), file, {
    ...rest,
    method: endpoint.method,
  });
  return (await checked(endpoint, answer)) as EndpointResponse<N>;
}
