import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Client } from 'minio';
import type { StorageConfig } from '../../config';
import { checkedKey, isStorageKey, newStorageKey, type Storage } from './store';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** S3's answers for a key that holds nothing (HEAD says NotFound, GET NoSuchKey). */
const MISSING = new Set(['NotFound', 'NoSuchKey']);
const isMissing = (error: unknown) => MISSING.has((error as { code?: string }).code ?? '');

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
      await client.putObject(bucket, checkedKey(key), data, data.length);
    },
    async size(key) {
      try {
        return (await client.statObject(bucket, checkedKey(key))).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async open(key, range) {
      let stream: Readable;
      try {
        stream = range
          ? await client.getPartialObject(bucket, checkedKey(key), range.start, range.end - range.start + 1)
          : await client.getObject(bucket, checkedKey(key));
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
      await client.removeObject(bucket, checkedKey(key));
    },
    async *list() {
      for await (const item of client.listObjectsV2(bucket, '', true)) {
        const { name, size } = item as { name?: string; size?: number };
        if (name && size !== undefined && isStorageKey(name)) yield { key: name, size };
      }
    },
  };
}
