/** What the server takes of the site media library (issue 30 item 7): the film, the files, the page's limit. */
export { siteMediaFile, slottedFilm } from './photos.server';
export { SITE_MEDIA_PAGE, SITE_MEDIA_POST_LIMIT } from './limits';
