import { MAX_VIDEO_BYTES } from '@server/media/sniff';

/** The admin's page of the site media library: its posts carry a photo or a film. */
export const SITE_MEDIA_PAGE = '/admin-dashboard/site-media';

/** A photo up to 15 MB (a camera's full-size JPEG); a film as the organisers' uploads, 50 MB. */
export const MAX_SITE_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_SITE_VIDEO_BYTES = MAX_VIDEO_BYTES;

/** The page's post: the largest file and its form fields. Posts to it are exempt from the app's body limit. */
export const SITE_MEDIA_POST_LIMIT = '51mb';

/** The widths the renditions are made at (never wider than the original): phone, tablet, laptop, large screen. */
export const RENDITION_WIDTHS = [480, 960, 1600, 2400] as const;

export const siteImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const siteVideoTypes = ['video/mp4', 'video/webm'] as const;
export type SiteImageType = (typeof siteImageTypes)[number];
export type SiteVideoType = (typeof siteVideoTypes)[number];
export type SiteMediaType = SiteImageType | SiteVideoType;

export function isSiteMediaType(value: string): value is SiteMediaType {
  return ([...siteImageTypes, ...siteVideoTypes] as readonly string[]).includes(value);
}

/** Where a stored file of the library is served (the API's GET /site-media/{key}). */
export const siteMediaUrl = (key: string) => `/api/v1/site-media/${key}`;
