/** True for another kind's text rather than a classic grid: a one-letter prefix, or 36 cells. */
export function isKindText(text: string): boolean {
  const trimmed = text.trim();
  return (
    /^[A-Za-z]:/.test(trimmed) ||
    (/^[0-6.\s]+$/.test(trimmed) && trimmed.replace(/\s/g, '').length === 36)
  );
}
