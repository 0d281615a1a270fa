import type { Fixture } from '../helpers';

/*
 * Classic techniques on other kinds, written once over units: positions met
 * on the logical paths of generated Jigsaw, Sudoku X and 6x6 puzzles where
 * the technique is the simplest step (the puzzle's text gives its rules).
 * An X-Wing is an X-Wing whatever the regions; locked candidates and subsets
 * work along the diagonals of Sudoku X and in the 2x3 boxes of 6x6.
 */
export const FIXTURES: Fixture[] = [
  {
    technique: 'x-wing',
    // rows 6 and 7 hold 2 only in columns 3 and 6, whatever the regions
    kindText:
      'J:.24.......16..5.......41...5.8.........6.8.........4.6...87.......9..87.......54.:111222222311244242311444444331556666331555566333755566877779996878877999888887999',
    grid: `
    7 2 4 13 6 9 13 5 8
    39 1 6 4 8 5 2 39 7
    8 5 39 7 4 1 369 2369 23
    5 6 8 123 1239 7 139 1239 4
    1239 4 39 6 5 8 7 1239 123
    1239 7 12 5 1239 23 4 8 6
    4 9 12 8 7 23 136 1236 5
    6 3 5 9 12 4 8 7 12
    12 8 7 123 123 6 5 4 9
  `,
    simplest: true,
    digits: [2],
    cells: ['r6c3', 'r6c6', 'r7c3', 'r7c6'],
    units: ['col 3', 'col 6', 'row 6', 'row 7'],
    moves: ['r6c1<>2', 'r6c5<>2', 'r7c8<>2'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'pointing',
    // in region 2, 2 lies only in column 4 (a region spanning rows 3 and 4)
    kindText:
      'J:...85....2.......45.....6...4.....8.8...1...5.3.....4...8.....74.......1....93...:111123333122222433111224443551256443755556443775656648776666888778888899779999999',
    grid: `
    13679 1679 4 8 5 12679 12379 23679 2369
    2 8 13679 13679 367 1679 5 3679 4
    5 179 1379 12379 4 1279 6 2379 8
    3679 4 13679 123679 2367 5 12379 8 2369
    8 2679 23679 23679 1 4 2379 2379 5
    1679 3 5 12679 8 12679 1279 4 269
    69 5 8 2369 236 269 4 1 7
    4 2679 2369 5 236 8 239 267 1
    167 1267 267 4 9 3 8 5 26
  `,
    simplest: true,
    digits: [2],
    cells: ['r3c4', 'r4c4'],
    units: ['region 2', 'col 4'],
    moves: ['r5c4<>2', 'r6c4<>2', 'r7c4<>2'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'finned-x-wing',
    // columns 1 and 9 over rows 5 and 6, fins in region 4 below them
    kindText:
      'J:8..................8...5....6..7.....5.3.4.9.....4..5....2...4..................6:112223333111222333141552233146652777146657777446655577466655888449999888499999888',
    grid: `
    8 12347 123679 1679 12369 12379 123579 12367 123459
    5 12347 12347 1679 12369 12379 123789 123678 12349
    6 8 1237 19 1239 5 4 1237 1239
    9 6 45 45 7 8 123 123 123
    127 5 178 3 128 4 6 9 78
    1237 1279 16789 16789 4 12369 12389 5 78
    137 17 16789 2 5 1369 13789 4 139
    12347 1279 123456789 1456789 123689 12379 1235789 12378 12359
    12347 12347 12345789 145789 12389 12379 1235789 12378 6
  `,
    simplest: true,
    digits: [7],
    cells: ['r5c1', 'r5c9', 'r6c1', 'r6c9', 'r7c1', 'r8c1', 'r9c1'],
    units: ['col 1', 'col 9', 'row 5', 'row 6', 'region 4'],
    moves: ['r6c2<>7'],
    fins: ['r7c1', 'r8c1', 'r9c1'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'pointing',
    // in box 5, 6 lies only on the anti-diagonal, which loses it elsewhere
    kindText: 'X:....7....1.39....78...4..2529.....7...........3.....8454..9...33....42.9....3....',
    grid: `
    4 2 56 568 7 3 168 9 16
    1 56 3 9 2 568 68 4 7
    8 7 9 16 4 16 3 2 5
    2 9 4 3 8 156 156 7 16
    7 15 8 4 156 9 156 3 2
    6 3 15 7 15 2 9 8 4
    5 4 2 168 9 168 7 16 3
    3 8 7 156 156 4 2 16 9
    9 16 16 2 3 7 4 5 8
  `,
    simplest: true,
    digits: [6],
    cells: ['r4c6', 'r5c5'],
    units: ['box 5', 'anti-diagonal'],
    moves: ['r1c9<>6'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'claiming',
    // on the anti-diagonal, 7 lies only in box 5, which loses it elsewhere
    kindText: 'X:4..1.8..9......7.5..6.5....842.....................483....1.3..6.1......5..3.4..2',
    grid: `
    4 257 57 1 267 8 26 3 9
    1239 19 8 269 4 2369 7 126 5
    12379 1279 6 279 5 2379 12 4 8
    8 4 2 579 3 67 569 5679 1
    179 15679 3 4 8 15679 2569 25679 67
    179 15679 579 267 2679 1579 4 8 3
    279 2789 4 56789 1 5679 3 5679 67
    6 3 1 25789 279 2579 589 579 4
    5 789 79 3 679 4 1689 1679 2
  `,
    simplest: true,
    digits: [7],
    cells: ['r4c6', 'r6c4'],
    units: ['anti-diagonal', 'box 5'],
    moves: ['r4c4<>7', 'r5c6<>7', 'r6c5<>7', 'r6c6<>7'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'naked-pair',
    // a pair on the main diagonal
    kindText: 'X:....3.4...5....8..61...9....4..8......1...2......5..6....3...29..2....3...7.1....',
    grid: `
    2789 279 89 15678 3 1567 4 1579 127
    2379 5 349 17 247 147 8 179 6
    6 1 48 578 247 9 37 57 2357
    23579 4 6 1279 8 1237 13579 157 1357
    35789 379 1 79 6 37 2 4578 34578
    23789 2379 389 4 5 127 1379 6 1378
    14 6 5 3 47 8 17 2 9
    14 8 2 567 9 4567 1567 3 1457
    39 39 7 256 1 2456 56 458 48
  `,
    simplest: true,
    digits: [4, 8],
    cells: ['r3c3', 'r9c9'],
    units: ['diagonal'],
    moves: ['r1c1<>8'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'pointing',
    // in box 2 (2 rows by 3 columns), 2 lies only in row 2
    kindText: '3..14......3.36......36.4......53..2',
    grid: `
    3 26 25 1 4 56
    25 1246 1245 256 25 3
    1 3 6 25 25 4
    25 24 245 3 6 1
    4 12 12 56 3 56
    6 5 3 4 1 2
  `,
    simplest: true,
    digits: [2],
    cells: ['r2c4', 'r2c5'],
    units: ['box 2', 'row 2'],
    moves: ['r2c1<>2', 'r2c2<>2', 'r2c3<>2'],
    breaker: null,
    quietAfter: false,
  },
  {
    technique: 'naked-pair',
    // a pair in column 6 of a 6x6
    kindText: '..3...54.....2...11...6.....56...4..',
    grid: `
    26 16 3 1256 124 245
    5 4 126 1236 123 23
    346 2 456 35 34 1
    1 35 45 235 6 2345
    234 13 124 123 5 6
    236 1356 1256 4 123 23
  `,
    simplest: true,
    digits: [2, 3],
    cells: ['r2c6', 'r6c6'],
    units: ['col 6'],
    moves: ['r1c6<>2', 'r4c6<>2', 'r4c6<>3'],
    breaker: null,
    quietAfter: false,
  },
];
