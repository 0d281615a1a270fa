import type { Board, Difficulty, Random } from './types';

/*
 * One graded puzzle per level ships with the page, so that a first visit has a
 * puzzle on its first frame, before the generator's worker has made one
 * (and whenever it has none ready). Each is shown in a fresh disguise: its
 * digits relabelled, its bands, stacks, rows and columns shuffled and
 * perhaps transposed. These symmetries keep a puzzle's one solution and
 * the techniques it needs, so the disguise plays at the same level.
 *
 * Each puzzle is 81 characters, row-major: 'a'-'i' a given 1-9, '1'-'9' the
 * solution digit of an empty cell (made by tests/tools/make-starters.ts
 * with the generator and grader; tests/engine/starters.test.ts checks them).
 *
 * A first visit awaits this file before its first paint, so it imports
 * nothing but types (its random picks are written out, not random.ts's).
 */
export const STARTERS: Readonly<Record<Difficulty, string>> = {
  easy: '5g1943bh6294hf7e316hcba59dg14ecb87f9g38e9f41b9f24gah53hb61eicg445g6cb1983ai7846b5',
  medium: '58f7421ici376ea8242adi3h7654695h327a72ad9fe38c581b7946175c6idh2893ba465gfd2875c19',
  hard: 'c8dg6152ieb783i14661942e7chi5621dh73a7298346e84cf5791bgf1e92384235a486igd9837fb5a',
  expert: '5742968a3ih31ed726b1f7h3i456289d75ca4c7h1e2f9ae93f247879b5c1f8d345fb81ig8f1479352',
  master: '2a348if57f9715324h84e7f21c938bea7if4761b9d5839ed8cfg125g63b8d91d3967182e12hi453g6',
};

/** A starter decoded: givens (0 = empty) and solution. */
export function decodeStarter(text: string): { puzzle: number[]; solution: number[] } {
  const puzzle: number[] = [];
  const solution: number[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    const given = code >= 97;
    const digit = given ? code - 96 : code - 48;
    puzzle.push(given ? digit : 0);
    solution.push(digit);
  }
  return { puzzle, solution };
}

/** A random order of `n` items. */
function shuffled(random: Random, n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** A random order of the 9 rows (or columns) that keeps each band (or stack) together. */
function lines(random: Random): number[] {
  const bands = shuffled(random, 3);
  return bands.flatMap((band) => shuffled(random, 3).map((i) => band * 3 + i));
}

/**
 * `puzzle` and `solution` in a random disguise (see the file comment): the
 * same puzzle to a solver, a different one to the eye. Pure: `random`
 * decides everything.
 */
export function disguise(
  puzzle: Board,
  solution: Board,
  random: Random,
): { puzzle: number[]; solution: number[] } {
  const digits = [0, ...shuffled(random, 9).map((d) => d + 1)];
  const rows = lines(random);
  const cols = lines(random);
  const transpose = random() < 0.5;
  const out = { puzzle: new Array<number>(81), solution: new Array<number>(81) };
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const from = transpose ? cols[c] * 9 + rows[r] : rows[r] * 9 + cols[c];
      out.puzzle[r * 9 + c] = digits[puzzle[from]];
      out.solution[r * 9 + c] = digits[solution[from]];
    }
  }
  return out;
}

/**
 * A shipped puzzle of `level` in a fresh disguise, never with the givens
 * `avoid` (the puzzle on the board), so New game never shows the same one
 * twice in a row.
 */
export function starterPuzzle(
  level: Difficulty,
  random: Random,
  avoid: Board = [],
): { puzzle: number[]; solution: number[] } {
  const base = decodeStarter(STARTERS[level]);
  for (;;) {
    const made = disguise(base.puzzle, base.solution, random);
    if (made.puzzle.some((d, i) => d !== avoid[i])) return made;
  }
}
