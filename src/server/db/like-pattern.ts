/**
 * An ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed into a search box match
 * themselves.
 * @example containsPattern('100%') // '%100\\%%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
