import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import type { SiteImageRendition } from '@server/db/schema/site-media';
import type { MediaStore } from '@server/media/store';
import { RENDITION_WIDTHS } from './limits';

/**
 * The widths an image of `width` pixels is made at: each of RENDITION_WIDTHS it reaches, and its own width
 * when it lies between two of them (below 2,400), so the largest rendition is the original's full size.
 * Never wider than the original: an upscaled image is heavier and no sharper.
 */
export function renditionWidths(width: number): number[] {
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w <= width);
  const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1]!;
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Quality and effort per format: AVIF at effort 4 takes a second or two per large width on one core. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} as const;

/**
 * Made once, at upload, by libvips (sharp; decision 0025): the image turned upright by its EXIF
 * orientation, stripped of its metadata (a phone's GPS position never reaches the site), as AVIF and WebP at
 * each width, each put in the media store. Refused files never get here: the original is already stored
 * and decoded.
 */
export async function makeRenditions(
  original: Buffer,
  store: MediaStore,
): Promise<{ width: number; height: number; renditions: SiteImageRendition[] }> {
  const upright = await sharp(original, { failOn: 'error' }).rotate().toBuffer({ resolveWithObject: true });
  const { width, height } = upright.info;
  const renditions: SiteImageRendition[] = [];
  try {
    for (const target of renditionWidths(width)) {
      for (const format of ['avif', 'webp'] as const) {
        const made = await ENCODE[format](sharp(upright.data).resize({ width: target })).toBuffer({
          resolveWithObject: true,
        });
        const stored = await store.put(
          Readable.from([made.data]),
          format === 'avif' ? 'image/avif' : 'image/webp',
          made.data.length,
        );
        if (!stored.ok) throw new Error(`The media store refused a ${format} rendition (${stored.reason}).`);
        renditions.push({
          format,
          width: made.info.width,
          height: made.info.height,
          storageKey: stored.key,
          byteSize: stored.byteSize,
        });
      }
    }
  } catch (error) {
    // All or nothing: the renditions already stored go with the refusal.
    await Promise.all(renditions.map((r) => store.remove(r.storageKey)));
    throw error;
  }
  return { width, height, renditions };
}
