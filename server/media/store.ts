import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sniffMediaType } from './sniff';
import type { StoredMediaType } from './sniff';

/**
 * Where uploaded media live: the data folder (this file) or an S3-compatible bucket (s3-store.ts), chosen
 * from the config by mediaStoreFor (choose.ts).
 */
export type MediaStore = {
  /**
   * Streams `body` into the store under a new key, never holding it whole in memory: refused (and nothing
   * kept) when it passes `maxBytes`, or when its first bytes are not a `declared` file.
   */
  put(body: MediaBody, declared: StoredMediaType, maxBytes: number): Promise<StoredMedia>;
  /** The file of a key, for sending; null when it is gone. */
  locate(key: string): Promise<LocatedMedia | null>;
  remove(key: string): Promise<void>;
};

/**
 * A stored file: on this machine (`path`: Express sends it, with ranges and validators), or in a remote
 * store that reads it, whole or one byte range of it (a video's seek), as a stream.
 */
export type LocatedMedia =
  | { byteSize: number; path: string }
  | {
      byteSize: number;
      etag: string | undefined;
      read: (range?: { start: number; end: number }) => Promise<Readable>;
    };

/** What a store reads an upload through: the request (or a view of it that inspects each piece). */
export type MediaBody = Pick<Readable, 'iterator'>;

export type StoredMedia =
  { ok: true; key: string; byteSize: number } | { ok: false; reason: 'too_large' | 'wrong_type' | 'empty' };

export const KEY = /^[a-f0-9]{32}\.(jpg|png|webp|avif|mp4|webm|pdf|vtt)$/;
export const EXTENSION: Record<StoredMediaType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'text/vtt': 'vtt',
};

/** How many bytes are enough to know a file's type by its magic bytes. */
export const SNIFF_BYTES = 16;

/** Media in `<data>/media/<random key>.<ext>`: the key is unguessable and never reused, so caches keep it. */
export function fileMediaStore(dataDir: string): MediaStore {
  const folder = path.join(dataDir, 'media');
  return {
    async put(body, declared, maxBytes) {
      await mkdir(folder, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION[declared]}`;
      const partial = path.join(folder, `.${key}.partial`);
      const file = createWriteStream(partial, { flags: 'wx' });
      let size = 0;
      let head = Buffer.alloc(0);
      let refusal: 'too_large' | 'wrong_type' | null = null;
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
          if (!file.write(chunk)) await new Promise<void>((resolve) => file.once('drain', () => resolve()));
        }
        await new Promise<void>((resolve, reject) => {
          file.once('error', reject);
          file.end(() => resolve());
        });
        if (!refusal && size === 0) return await discard(partial, 'empty');
        if (!refusal && sniffMediaType(head) !== declared) refusal = 'wrong_type';
        if (refusal) return await discard(partial, refusal);
        await rename(partial, path.join(folder, key));
        return { ok: true, key, byteSize: size };
      } catch (error) {
        file.destroy();
        await rm(partial, { force: true });
        throw error;
      }
    },
    async locate(key) {
      if (!KEY.test(key)) return null;
      const file = path.join(folder, key);
      try {
        const facts = await stat(file);
        return { path: file, byteSize: facts.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (KEY.test(key)) await rm(path.join(folder, key), { force: true });
    },
  };
}

async function discard(partial: string, reason: 'too_large' | 'wrong_type' | 'empty'): Promise<StoredMedia> {
  await rm(partial, { force: true });
  return { ok: false, reason };
}

/** A stored file as a stream (for a store that cannot hand out a path). */
export function openMedia(file: string): Readable {
  return createReadStream(file);
}
