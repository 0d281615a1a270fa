import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPuzzleText } from '../../src/engine/importText';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { codePointName, describeLoadError } from '../../src/i18n/notices';
import type { LoadError } from '../../src/store';

/*
 * A message that quotes a character from a pasted text or a link names an
 * invisible or direction-changing character by its code point: shown as
 * itself, a U+202E turns the rest of the message around and a zero-width
 * character is not seen at all.
 */

beforeAll(async () => {
  await loadMessages('en', 'dialogs');
  await loadMessages('zh-CN', 'dialogs');
});
afterAll(() => setLocale('en'));

/** The message in English and in Chinese. */
async function both(error: LoadError): Promise<[string, string]> {
  await setLocale('en');
  const en = describeLoadError(error);
  await setLocale('zh-CN');
  const zh = describeLoadError(error);
  await setLocale('en');
  return [en, zh];
}

const at = (char: string): LoadError => ({ code: 'invalid-character', char, line: 2, column: 7 });

/** Bidirectional controls, invisible and format characters: none may appear in a message. */
const HIDDEN = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u00ad]/;

describe('quoting a character the input should not have', () => {
  it('names code points as Unicode charts do', () => {
    expect(codePointName('\u202e')).toBe('U+202E');
    expect(codePointName('\t')).toBe('U+0009');
    expect(codePointName('\u{1f600}')).toBe('U+1F600');
  });

  it.each([
    ['right-to-left override', '\u202e', 'U+202E'],
    ['left-to-right override', '\u202d', 'U+202D'],
    ['right-to-left isolate', '\u2067', 'U+2067'],
    ['right-to-left mark', '\u200f', 'U+200F'],
    ['zero-width non-joiner', '\u200c', 'U+200C'],
    ['soft hyphen', '\u00ad', 'U+00AD'],
    ['a control character', '\u0007', 'U+0007'],
    ['a combining accent alone', '\u0301', 'U+0301'],
    ['a private-use character', '\ue000', 'U+E000'],
    ['the Hangul filler', '\u3164', 'U+3164'],
  ])('names a %s by its code point, in both languages', async (_, char, code) => {
    const [en, zh] = await both(at(char));
    expect(en).toBe(`Unexpected character ${code} at line 2, column 7.`);
    expect(zh).toBe(`第2行第7个字符（编码${code}）无法识别。`);
    for (const text of [en, zh]) {
      expect(text).not.toContain(char);
      expect(text).not.toMatch(HIDDEN);
    }
  });

  it('quotes a visible ASCII character as itself', async () => {
    const [en, zh] = await both(at('x'));
    expect(en).toBe("Unexpected character 'x' at line 2, column 7.");
    expect(zh).toBe('第2行第7个字符“x”无法识别。');
  });

  it('sets a right-to-left letter apart, so the message keeps its own direction', async () => {
    const [en, zh] = await both(at('\u05d0'));
    // First-strong isolate ... pop directional isolate around the letter.
    expect(en).toBe("Unexpected character '\u2068\u05d0\u2069' at line 2, column 7.");
    expect(zh).toBe('第2行第7个字符“\u2068\u05d0\u2069”无法识别。');
  });

  it('words a paste with a U+202E in it without the character', async () => {
    const read = readPuzzleText(
      `53..7....\u202e6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const [en, zh] = await both(read.error);
    expect(en).toBe('Unexpected character U+202E at line 1, column 10.');
    expect(zh).toBe('第1行第10个字符（编码U+202E）无法识别。');
  });

  it('words a link with a U+202E in its puzzle without the character', async () => {
    const read = readPuzzleText(
      `https://sudoku.example/?puzzle=53..7....6..195....98\u202e....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79`,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    const [en] = await both(read.error);
    expect(en).toMatch(/^Unexpected character U\+202E /);
    expect(en).not.toContain('\u202e');
  });
});
