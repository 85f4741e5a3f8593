/**
 * The course editor's page (/admin-dashboard/courses/<slug>): its posts may carry a lesson's video (50 MB) with
 * their form, so they are exempt from the app's body limit and meet this one instead (server/app.ts).
 */
export const COURSE_EDITOR_POST_LIMIT = '51mb';

export function isCourseEditorPost(req: { method: string; path: string }): boolean {
  return req.method === 'POST' && /^\/admin-dashboard\/courses\/[^/]+(\.data)?$/.test(req.path);
}
