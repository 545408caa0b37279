import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import type { StorageConfig } from '../../config';
import { checkedKey, isStorageKey, newStorageKey, type Storage } from './store';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** S3's answers for a key that holds nothing (HEAD says NotFound, GET NoSuchKey). */
const MISSING = new Set(['NotFound', 'NoSuchKey']);
const isMissing = (error: unknown) => MISSING.has((error as { code?: string }).code ?? '');

/** Connection failures with no answer from the service: a socket closed as it was reused, a reset. */
const DROPPED = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const isDropped = (error: unknown) =>
  DROPPED.has((error as { code?: string }).code ?? '') || (error as Error).message === 'socket hang up';

/**
 * Runs an S3 request again, up to three times in all, when the connection dropped before any
 * answer. MinIO's client repeats a request after some HTTP statuses, never after a dropped
 * connection, which is how a kept-alive socket the service closed as it was reused fails
 * (seen once while seeding the demo into s3rver). Every request here may be repeated: a PUT
 * under a new random key, reads and deletes.
 */
export async function retryDropped<T>(request: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await request();
    } catch (error) {
      if (attempt >= attempts || !isDropped(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * The whole size of an object from the answer to a GET: `Content-Range: bytes a-b/size` for a
 * range, else `Content-Length`. The client hands back the HTTP answer itself; should it not
 * carry them, undefined (the caller asks with a HEAD instead).
 */
export function sizeFromHeaders(headers: IncomingHttpHeaders | undefined): number | undefined {
  const range = headers?.['content-range']?.match(/\/(\d+)$/);
  if (range) return Number(range[1]);
  const length = headers?.['content-length'];
  return length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) with MinIO's client
 * (decision 041). A PUT replaces an object whole, so no reader ever sees part of one; ranged
 * reads are S3's own `Range` requests. The bucket must exist: it is the operator's (its
 * access rules, its region), never made here.
 */
export async function createS3Storage(config: S3Config): Promise<Storage> {
  // Loaded here, not at the top: a portal on the local folder never pays its ~0.5 s import.
  const { Client: S3Client } = await import('minio');
  const endpoint = new URL(config.endpoint);
  const useSSL = endpoint.protocol === 'https:';
  const client: Client = new S3Client({
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    region: config.region,
    accessKey: config.accessKeyId,
    secretKey: config.secretAccessKey,
    pathStyle: config.forcePathStyle,
  });
  const bucket = config.bucket;

  return {
    newKey: newStorageKey,
    isKey: isStorageKey,
    async put(key, data) {
      await retryDropped(() => client.putObject(bucket, checkedKey(key), data, data.length));
    },
    async size(key) {
      try {
        return (await retryDropped(() => client.statObject(bucket, checkedKey(key)))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(key, range) {
      let stream: Readable;
      try {
        stream = await retryDropped(() =>
          range
            ? client.getPartialObject(bucket, checkedKey(key), range.start, range.end - range.start + 1)
            : client.getObject(bucket, checkedKey(key)),
        );
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const size =
        sizeFromHeaders((stream as Readable & { headers?: IncomingHttpHeaders }).headers) ??
        (await client.statObject(bucket, key)).size;
      return { size, stream };
    },
    async remove(key) {
      // S3 answers a DELETE of a missing key as a success, as the local folder's `rm -f` does.
      await retryDropped(() => client.removeObject(bucket, checkedKey(key)));
    },
    async *list() {
      // ListObjects (version 1, paged by marker): every S3-compatible service answers it, while
      // s3rver answers 500 to a version-2 listing longer than one page (1,000 keys).
      for await (const item of client.listObjects(bucket, '', true)) {
        const { name, size } = item as { name?: string; size?: number };
        if (name && size !== undefined && isStorageKey(name)) yield { key: name, size };
      }
    },
  };
}
