// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { analyse, countSolutions, findConflicts, solve } from '../../src/engine';
import { board, isSolutionOf } from './helpers';

/*
 * Solver cases, copied from ../shared/puzzles (edge_cases, clue17, top1465,
 * forum_hardest_1905_11plus, invalid_*, serg_multi_solution) so the suite runs
 * without that directory. `count` is countSolutions(p, 2) as computed by tdoku;
 * `solution` is given where the puzzle is unique.
 */
interface Case {
  name: string;
  puzzle: string;
  count: 0 | 1 | 2;
  solution?: string;
}

const COMPLETE =
  '958274163123698754746153928674315289532789416819462375285941637397526841461837592';

const CASES: Case[] = [
  {
    name: 'easy puzzle from the issue',
    puzzle: '.6.593...9.1...5...3.4...9.1.8.2...44..3.9..12...1.6.9.8...6.2...4...8.7...785.1.',
    count: 1,
    solution: '762593148941278536835461792198627354476359281253814679387146925514932867629785413',
  },
  {
    name: 'famous very hard puzzle',
    puzzle: '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    count: 1,
    solution: '812753649943682175675491283154237896369845721287169534521974368438526917796318452',
  },
  {
    name: 'empty grid',
    puzzle: '.'.repeat(81),
    count: 2,
  },
  { name: 'complete valid grid', puzzle: COMPLETE, count: 1, solution: COMPLETE },
  {
    name: 'complete grid with one blank',
    puzzle: '9582741631236987547461539286743152895327.9416819462375285941637397526841461837592',
    count: 1,
    solution: COMPLETE,
  },
  {
    name: 'complete grid with the main diagonal blanked',
    puzzle: '.582741631.369875474.153928674.152895327.941681946.375285941.373975268.146183759.',
    count: 1,
    solution: COMPLETE,
  },
  {
    name: 'duplicate givens: complete grid with two cells swapped',
    puzzle: '598274163123698754746153928674315289532789416819462375285941637397526841461837592',
    count: 0,
  },
  {
    name: 'duplicate givens: unique puzzle plus a clashing given',
    puzzle: '15.386..2.4.9.......3.1..968.473.9..3..5..2...1..28.7...7..471.26.....5..9.8.5..3',
    count: 0,
  },
  {
    name: 'no solution, no duplicate: r1c9 has no candidate',
    puzzle: '12345678........................................................................9',
    count: 0,
  },
  {
    name: 'no solution, no duplicate: 17-clue puzzle plus a wrong given',
    puzzle: '................12..3..4........5..3.6...78..71.....9.....6.......21..7.4.......9',
    count: 0,
  },
  {
    name: 'no solution, no duplicate: forum-hardest puzzle plus a wrong given',
    puzzle: '98.7.36..5...9......7..6...4......3...8.7.5.....4.2..8.3...7.1...9.6.8.......1..2',
    count: 0,
  },
  {
    name: 'two solutions: complete grid minus a deadly rectangle',
    puzzle: '.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592',
    count: 2,
  },
  { name: 'a single given', puzzle: '1' + '.'.repeat(80), count: 2 },
  {
    name: '16 givens (a 17-clue puzzle minus one)',
    puzzle: '.......................2.3......3.2...1.4......5....6..3......4.7..8...962...7...',
    count: 2,
  },
  {
    name: 'many solutions (Serg benchmark)',
    puzzle: '8.........95.......76.........476982...512743...938165......516....2.497....5.238',
    count: 2,
  },
  {
    name: 'many solutions: a hard unique puzzle minus one clue',
    puzzle: '9..........76..5......9..4..7.3...6...3.5...7.....23...4...1..8..52..6.........1.',
    count: 2,
  },
  {
    name: '17-clue puzzle',
    puzzle: '.................1.....2.3.....4...5..3.1.....26....7.15...8...4........7....6.2.',
    count: 1,
    solution: '385791246297364851614582739871249365543617982926835174152478693468923517739156428',
  },
  {
    name: 'top1465 puzzle',
    puzzle: '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
    count: 1,
    solution: '768942315934651278512738649147593826329486157856127493693215784481379562275864931',
  },
  {
    name: 'forum hardest (SE 11+) puzzle',
    puzzle: '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
    count: 1,
    solution: '364275981712983645958146723183462579497518236625397814549721368236854197871639452',
  },
];

describe.each(CASES)('$name', ({ puzzle, count, solution }) => {
  const p = board(puzzle);

  it(`countSolutions(p, 2) is ${count}`, () => {
    expect(countSolutions(p, 2)).toBe(count);
  });

  it('solve agrees with the count', () => {
    const s = solve(p);
    if (count === 0) {
      expect(s).toBeNull();
    } else {
      expect(isSolutionOf(p, s)).toBe(true);
      if (solution !== undefined) expect(s!.join('')).toBe(solution);
    }
  });

  it('analyse agrees with countSolutions and solve', () => {
    const result = analyse(p, 2);
    expect(result.count).toBe(count);
    expect(result.solution).toEqual(solve(p));
  });
});

describe('countSolutions limit', () => {
  const empty = board('.'.repeat(81));
  const rectangle = board(
    '.5.274163123698754746153928674315289532789416.1.462375285941637397526841461837592',
  );

  it('stops at the limit', () => {
    expect(countSolutions(empty, 1)).toBe(1);
    expect(countSolutions(empty, 5)).toBe(5);
    expect(countSolutions(empty, 100)).toBe(100);
  });

  it('counts exactly when the limit is above the true count', () => {
    expect(countSolutions(rectangle, 10)).toBe(2);
    expect(countSolutions(board(COMPLETE), 10)).toBe(1);
  });

  it('returns 0 for a limit of 0', () => {
    expect(countSolutions(empty, 0)).toBe(0);
  });
});

describe('findConflicts', () => {
  it('is empty for a valid board', () => {
    expect(findConflicts(board(COMPLETE))).toEqual([]);
    expect(findConflicts(board('.'.repeat(81)))).toEqual([]);
  });

  it('lists every cell that repeats a digit in a unit, ascending', () => {
    // 5 and 9 swapped in r1c1/r1c2: 5 repeats in column 1, 9 in column 2.
    const swapped = board(
      '598274163123698754746153928674315289532789416819462375285941637397526841461837592',
    );
    expect(findConflicts(swapped)).toEqual([0, 1, 36, 64]);
  });

  it('finds repeats in a row, a column and a box', () => {
    const row = board('1.......1' + '.'.repeat(72));
    const column = board('2' + '.'.repeat(71) + '2' + '.'.repeat(8));
    const box = board('3' + '.'.repeat(9) + '3' + '.'.repeat(70));
    expect(findConflicts(row)).toEqual([0, 8]);
    expect(findConflicts(column)).toEqual([0, 72]);
    expect(findConflicts(box)).toEqual([0, 10]);
  });
});

describe('solving out-of-range boards', () => {
  it('gives 0 / null for values outside 0-9 or the wrong length', () => {
    const bad = board('.'.repeat(81));
    bad[5] = 10;
    expect(countSolutions(bad, 2)).toBe(0);
    expect(solve(bad)).toBeNull();
    expect(countSolutions(board('.'.repeat(80)), 2)).toBe(0);
  });
});
