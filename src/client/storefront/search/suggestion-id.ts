/** The element id of one suggestion, for the field's aria-activedescendant. */
export function suggestionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}
