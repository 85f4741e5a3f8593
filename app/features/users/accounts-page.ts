/** The Users tab's accounts list: the first 10 rows, newest first, then a page at a time (SPEC §9). */
export const USERS_PAGE_SIZE = 10;
