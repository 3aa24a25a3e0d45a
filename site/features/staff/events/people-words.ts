// How many people an event change reaches, in words staff read before they confirm (issue 20).

/** "1 person", "3 people". */
export function peopleWords(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}
