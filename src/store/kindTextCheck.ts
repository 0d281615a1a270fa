/** True for a 6x6 puzzle's text: 36 cells. */
function isSmallText(trimmed: string): boolean {
  return /^[0-6.\s]+$/.test(trimmed) && trimmed.replace(/\s/g, '').length === 36;
}

/** True for another kind's text rather than a classic grid: a one-letter prefix, or 36 cells. */
export function isKindText(text: string): boolean {
  const trimmed = text.trim();
  return /^[A-Za-z]:/.test(trimmed) || isSmallText(trimmed);
}

/** How many cells the puzzle in `text` has: 36 for 6x6, otherwise 81. */
export function cellsOfText(text: string): number {
  return isSmallText(text.trim()) ? 36 : 81;
}
