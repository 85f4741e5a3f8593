/** The media an organiser may upload (issue 17): three image types and two video types. */
export const mediaTypes = ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm'] as const;
export type MediaType = (typeof mediaTypes)[number];
/**
 * What the media store keeps: the organisers' types, and AVIF, which the academy's site media library takes
 * as an upload and makes as renditions (issue 30 item 7).
 */
export type StoredMediaType = MediaType | 'image/avif' | 'application/pdf' | 'text/vtt';

/** SPEC-less limits of our own: a photo up to 5 MB, a short clip up to 50 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

export function isMediaType(value: string): value is MediaType {
  return (mediaTypes as readonly string[]).includes(value);
}

export function maxBytesFor(type: MediaType): number {
  return type.startsWith('video/') ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * What a file is by its first bytes, whatever its name or declared type says: a renamed executable or an
 * HTML page sent as "image/png" is not a PNG. Null for anything else.
 */
export function sniffMediaType(head: Uint8Array): StoredMediaType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  // An AVIF image is an ISO media file too, whose 'ftyp' box names the brand avif (a still) or avis (a sequence).
  if (startsWith(head, ascii('ftypavif'), 4) || startsWith(head, ascii('ftypavis'), 4)) return 'image/avif';
  // An ISO media file opens with a box of type 'ftyp' at byte 4 (its brand follows: isom, mp41, mp42, avc1…).
  if (startsWith(head, ascii('ftyp'), 4)) return 'video/mp4';
  // Matroska/WebM's EBML header.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  // A PDF (a boxer's medical certificate, issue 33: served only through its own checked route).
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  // A lesson's captions (issue 34): WebVTT opens with "WEBVTT" (after an optional UTF-8 byte order mark),
  // then a space, a tab, a line break or the end of the file.
  const bom = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  if (startsWith(head, ascii('WEBVTT'), bom) && [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(head[bom + 6]))
    return 'text/vtt';
  return null;
}

/** The requests whose body may pass the app's body limit: it streams to the media store, counted there. */
export function isMediaUpload(req: { method: string; path: string }): boolean {
  if (req.method === 'POST') return /^\/api\/v1\/tournaments\/[1-9]\d{0,8}\/media$/.test(req.path);
  // A lesson's video or captions (issue 34), streamed to the store in the same way.
  return req.method === 'PUT' && /^\/api\/v1\/lessons\/[1-9]\d{0,8}\/(video|captions)$/.test(req.path);
}
