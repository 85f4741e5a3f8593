import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { EXTENSION, KEY, SNIFF_BYTES } from './store';
import type { MediaStore, StoredMedia } from './store';
import { sniffMediaType } from './sniff';

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2, Wasabi…) from the config. */
export type S3MediaConfig = {
  bucket: string;
  /** The service's address for a store other than AWS (path-style requests); unset for AWS S3 itself. */
  endpoint?: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string | undefined;
};

/**
 * S3 takes parts of at least 5 MiB (the last may be smaller): a file is sent in parts of this size, so an
 * upload holds at most one part in memory however large the file (a 50 MB video: 8 MiB at a time), and a
 * file within one part (every photo) is one PUT.
 */
export const PART_BYTES = 8 * 1024 * 1024;

/** Objects live under this prefix, so the bucket may hold other things too. */
const PREFIX = 'media/';

export class S3StoreError extends Error {
  constructor(what: string, status: number, detail: string) {
    super(`The media store refused ${what}: ${status} ${detail.slice(0, 300)}`);
    this.name = 'S3StoreError';
  }
}

/**
 * Media in an S3-compatible bucket, signed with AWS Signature V4 (aws4fetch: a small, dependency-free
 * signer over fetch). The same contract as the data folder's store: counted and sniffed while streaming,
 * refused with nothing left behind, keys unguessable and never reused.
 */
export function s3MediaStore(config: S3MediaConfig): MediaStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    sessionToken: config.sessionToken,
    service: 's3',
    region: config.region,
    // aws4fetch retries 5xx and 429 answers itself; a handful is enough before the upload fails.
    retries: 3,
  });
  const objectUrl = (key: string, query = '') => {
    const path = `${PREFIX}${key}`;
    const base = config.endpoint
      ? `${config.endpoint.replace(/\/$/, '')}/${encodeURIComponent(config.bucket)}/${path}`
      : `https://${config.bucket}.s3.${config.region}.amazonaws.com/${path}`;
    return query ? `${base}?${query}` : base;
  };

  /** A signed request; the body's SHA-256 is signed too, so a part damaged on the way is refused by S3. */
  async function send(what: string, url: string, init: RequestInit & { body?: Buffer }, ok = [200]) {
    const headers = new Headers(init.headers);
    headers.set(
      'x-amz-content-sha256',
      createHash('sha256')
        .update(init.body ?? '')
        .digest('hex'),
    );
    const response = await client.fetch(url, { ...init, headers });
    if (!ok.includes(response.status))
      throw new S3StoreError(what, response.status, await response.text().catch(() => ''));
    return response;
  }

  return {
    async put(body, declared, maxBytes): Promise<StoredMedia> {
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION[declared]}`;
      const url = objectUrl(key);
      const contentType = { 'content-type': declared };
      let uploadId: string | undefined;
      const parts: string[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      let head = Buffer.alloc(0);
      let refusal: 'too_large' | 'wrong_type' | null = null;

      const sendPart = async () => {
        const part = Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
        if (!uploadId) {
          const created = await send('starting an upload', objectUrl(key, 'uploads='), {
            method: 'POST',
            headers: contentType,
          });
          uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await created.text())?.[1];
          if (!uploadId) throw new S3StoreError('starting an upload', created.status, 'no UploadId');
        }
        const n = parts.length + 1;
        const answer = await send(
          `part ${n}`,
          objectUrl(key, `partNumber=${n}&uploadId=${encodeURIComponent(uploadId)}`),
          { method: 'PUT', body: part },
        );
        parts.push(answer.headers.get('etag') ?? '');
      };
      const abort = async () => {
        if (!uploadId) return;
        await send(
          'abandoning an upload',
          objectUrl(key, `uploadId=${encodeURIComponent(uploadId)}`),
          {
            method: 'DELETE',
          },
          [200, 204, 404],
        ).catch(() => undefined);
      };

      try {
        // Not destroyed on a refusal: the caller reads the rest and answers, so the client hears why.
        for await (const piece of body.iterator({ destroyOnReturn: false })) {
          const chunk = piece as Buffer;
          size += chunk.length;
          if (size > maxBytes) {
            refusal = 'too_large';
            break;
          }
          if (head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, 64);
            if (head.length >= SNIFF_BYTES && sniffMediaType(head) !== declared) {
              refusal = 'wrong_type';
              break;
            }
          }
          pending.push(chunk);
          pendingBytes += chunk.length;
          if (pendingBytes >= PART_BYTES) await sendPart();
        }
        if (!refusal && size === 0) return { ok: false, reason: 'empty' };
        if (!refusal && sniffMediaType(head) !== declared) refusal = 'wrong_type';
        if (refusal) {
          await abort();
          return { ok: false, reason: refusal };
        }
        if (!uploadId) {
          await send('the file', url, { method: 'PUT', headers: contentType, body: Buffer.concat(pending) });
        } else {
          if (pendingBytes > 0) await sendPart();
          const list = parts.map(
            (etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`,
          );
          const done = await send(
            'finishing an upload',
            objectUrl(key, `uploadId=${encodeURIComponent(uploadId)}`),
            {
              method: 'POST',
              headers: { 'content-type': 'application/xml' },
              body: Buffer.from(`<CompleteMultipartUpload>${list.join('')}</CompleteMultipartUpload>`),
            },
          );
          // S3 may answer 200 and still report a failure in the body.
          const text = await done.text();
          if (text.includes('<Error>')) throw new S3StoreError('finishing an upload', done.status, text);
        }
        return { ok: true, key, byteSize: size };
      } catch (error) {
        await abort();
        throw error;
      }
    },

    async locate(key) {
      if (!KEY.test(key)) return null;
      const facts = await send('looking up a file', objectUrl(key), { method: 'HEAD' }, [200, 404]);
      if (facts.status === 404) return null;
      return {
        byteSize: Number(facts.headers.get('content-length') ?? 0),
        etag: facts.headers.get('etag') ?? undefined,
        async read(range) {
          const answer = await send(
            'reading a file',
            objectUrl(key),
            { method: 'GET', headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} },
            [200, 206],
          );
          return Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>);
        },
      };
    },

    async remove(key) {
      if (KEY.test(key)) await send('deleting a file', objectUrl(key), { method: 'DELETE' }, [200, 204, 404]);
    },
  };
}
