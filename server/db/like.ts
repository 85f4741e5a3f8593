/**
 * A LIKE/ILIKE pattern that finds `text` anywhere in a column: the wildcards % and _ and the escape
 * character in what a person typed are matched literally, so a search for "50%" is not "50 and anything".
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
