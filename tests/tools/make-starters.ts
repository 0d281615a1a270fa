/**
 * npx tsx tests/tools/make-starters.ts
 *
 * Makes the puzzles that ship in the first load (src/engine/starters.ts):
 * one per level, from the generator with fixed seeds, each graded again by
 * the logic, with a clue count near the level's median. Prints the table
 * to paste there.
 */
import { createRandom, difficultyOf, DIFFICULTIES, generatePuzzle } from '../../src/engine';

const CANDIDATES = 40;

for (const level of DIFFICULTIES) {
  const made = Array.from({ length: CANDIDATES }, (_, i) => {
    const { puzzle, solution } = generatePuzzle({
      difficulty: level,
      random: createRandom(`starter-${level}-${i}`),
    });
    if (difficultyOf(puzzle) !== level) throw new Error(`grade changed for ${level} #${i}`);
    return { puzzle, solution, clues: puzzle.filter((d) => d !== 0).length };
  });
  made.sort((a, b) => a.clues - b.clues);
  const middle = Math.floor(made.length / 2);
  const { puzzle, solution } = made[middle];
  const text = solution
    .map((d, i) => (puzzle[i] ? String.fromCharCode(96 + d) : String(d)))
    .join('');
  console.log(`  ${level}:\n    '${text}',`);
}
