/** The weigh-in page's entries a page: at 600 entries the whole list is a page of 1.5 MB; search finds anyone in one step. */
export const WEIGH_IN_PAGE_SIZE = 50;
