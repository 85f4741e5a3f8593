/** The most students one page lists (My Students in full, the squad form): shared by server and page. */
export const STUDENTS_PAGE = 50;
