import { describe, expect, it } from 'vitest';
import {
  applyMove,
  candidateMasks,
  parsePuzzle,
  replayMoves,
  samePosition,
  startPosition,
} from '../../src/engine';
import type { Board, Move, Position } from '../../src/engine';

const PUZZLE = '.6.593...9.1...5...3.4...9.1.8.2...44..3.9..12...1.6.9.8...6.2...4...8.7...785.1.';

function givens(): Board {
  const parsed = parsePuzzle(PUZZLE);
  if (!parsed.ok) throw new Error('fixture');
  return parsed.board;
}

const bit = (d: number) => 1 << (d - 1);

describe('applyMove: notes', () => {
  it('toggles a note on and off in an empty cell', () => {
    const g = givens();
    const start = startPosition(g);
    const on = applyMove(g, start, { kind: 'note', cell: 0, digit: 7 });
    expect(on.notes[0]).toBe(bit(7));
    const off = applyMove(g, on, { kind: 'note', cell: 0, digit: 7 });
    expect(off.notes[0]).toBe(0);
    expect(start.notes[0]).toBe(0); // input untouched
  });

  it('ignores notes on givens and on filled cells', () => {
    const g = givens();
    const start = startPosition(g);
    expect(applyMove(g, start, { kind: 'note', cell: 1, digit: 2 })).toBe(start); // a given
    const placed = applyMove(g, start, { kind: 'place', cell: 0, digit: 7 });
    expect(applyMove(g, placed, { kind: 'note', cell: 0, digit: 2 })).toBe(placed);
  });

  it('placing a digit clears that cell notes', () => {
    const g = givens();
    const noted = applyMove(g, startPosition(g), { kind: 'note', cell: 0, digit: 2 });
    const placed = applyMove(g, noted, { kind: 'place', cell: 0, digit: 7 });
    expect(placed.notes[0]).toBe(0);
    expect(placed.digits[0]).toBe(7);
  });

  it('fill-notes gives every empty cell its candidates and nothing to filled cells', () => {
    const g = givens();
    const filled = applyMove(g, startPosition(g), { kind: 'fill-notes' });
    expect(filled.notes).toEqual(candidateMasks(g));
    expect(filled.notes[1]).toBe(0);
    expect(filled.notes[0] & bit(6)).toBe(0);
    expect(applyMove(g, filled, { kind: 'fill-notes' })).toBe(filled); // nothing to change
  });

  it('fill-notes never brings back a candidate the player removed', () => {
    const g = givens();
    const filled = applyMove(g, startPosition(g), { kind: 'fill-notes' });
    const candidates = filled.notes[0];
    const digit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => (candidates & bit(d)) !== 0)!;
    const removed = applyMove(g, filled, { kind: 'note', cell: 0, digit: digit as 1 });
    expect(removed.notes[0]).toBe(candidates & ~bit(digit));
    const again = applyMove(g, removed, { kind: 'fill-notes' });
    expect(again).toBe(removed); // the removal stays: nothing to change
    // A digit placed in a peer still leaves the notes of a cell that has them.
    const placed = applyMove(g, removed, { kind: 'place', cell: 2, digit: 7 });
    const refilled = applyMove(g, { ...placed, notes: removed.notes }, { kind: 'fill-notes' });
    expect(refilled.notes[0] & bit(7)).toBe(0);
  });

  it('cleanup removes the placed digit from notes in the row, column and box only', () => {
    const g = givens();
    let p: Position = startPosition(g);
    p = applyMove(g, p, { kind: 'note', cell: 2, digit: 7 }); // same row and box
    p = applyMove(g, p, { kind: 'note', cell: 72, digit: 7 }); // same column
    p = applyMove(g, p, { kind: 'note', cell: 80, digit: 7 }); // unrelated
    p = applyMove(g, p, { kind: 'note', cell: 2, digit: 4 }); // another digit stays
    const placed = applyMove(g, p, { kind: 'place', cell: 0, digit: 7, cleanup: true });
    expect(placed.notes[2]).toBe(bit(4));
    expect(placed.notes[72]).toBe(0);
    expect(placed.notes[80]).toBe(bit(7));
    const plain = applyMove(g, p, { kind: 'place', cell: 0, digit: 7 });
    expect(plain.notes[2]).toBe(bit(7) | bit(4));
  });

  it('a hint fill cleans up notes like a placement and marks the cell', () => {
    const g = givens();
    const p = applyMove(g, startPosition(g), { kind: 'note', cell: 2, digit: 7 });
    const hinted = applyMove(g, p, { kind: 'hint', cell: 0, digit: 7, cleanup: true });
    expect(hinted.hinted[0]).toBe(1);
    expect(hinted.notes[2]).toBe(0);
  });

  it('restore returns the earlier position it names, or the same object when already there or out of range', () => {
    const g = givens();
    const start = startPosition(g);
    const placed = applyMove(g, start, { kind: 'place', cell: 0, digit: 7 });
    const history = [start, placed];
    expect(applyMove(g, placed, { kind: 'restore', to: 0 }, history)).toBe(start);
    expect(applyMove(g, placed, { kind: 'restore', to: 1 }, history)).toBe(placed);
    expect(applyMove(g, placed, { kind: 'restore', to: 5 }, history)).toBe(placed);
    expect(applyMove(g, placed, { kind: 'restore', to: 0 })).toBe(placed); // no history given
  });
});

describe('replayMoves', () => {
  it('gives the start and the position after each move, a rewind included', () => {
    const g = givens();
    const moves: Move[] = [
      { kind: 'place', cell: 0, digit: 7 },
      { kind: 'note', cell: 2, digit: 4 },
      { kind: 'restore', to: 1 },
      { kind: 'erase', cell: 0 },
    ];
    const positions = replayMoves(g, moves);
    expect(positions).toHaveLength(5);
    expect(samePosition(positions[0], startPosition(g))).toBe(true);
    expect(positions[1].digits[0]).toBe(7);
    expect(positions[2].notes[2]).toBe(bit(4));
    expect(positions[3]).toBe(positions[1]); // back to after the first move
    expect(positions[4].digits[0]).toBe(0);
  });

  it('reuses the positions before a change and replays only the rest, never mutating its inputs', () => {
    const g = givens();
    const moves: Move[] = [
      { kind: 'place', cell: 0, digit: 7 },
      { kind: 'place', cell: 2, digit: 4 },
    ];
    const first = replayMoves(g, moves);
    const more: Move[] = [...moves, { kind: 'erase', cell: 2 }];
    const second = replayMoves(g, more, first, first.length);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).toBe(first[2]);
    expect(second[3].digits[2]).toBe(0);
    expect(first).toHaveLength(3);
  });
});

describe('applyMove: corner marks, colours and several cells at once', () => {
  it('toggles a corner mark apart from the notes, and only in an empty cell', () => {
    const g = givens();
    const start = startPosition(g);
    const noted = applyMove(g, start, { kind: 'note', cell: 0, digit: 7 });
    const marked = applyMove(g, noted, { kind: 'corner', cell: 0, digit: 2 });
    expect(marked.corners[0]).toBe(bit(2));
    expect(marked.notes[0]).toBe(bit(7)); // the notes stay as they were
    expect(applyMove(g, marked, { kind: 'corner', cell: 0, digit: 2 }).corners[0]).toBe(0);
    expect(applyMove(g, start, { kind: 'corner', cell: 1, digit: 2 })).toBe(start); // a given
  });

  it('placing a digit clears the cell corner marks; with cleanup also that digit in its peers', () => {
    const g = givens();
    let p = startPosition(g);
    for (const [cell, digit] of [
      [0, 7],
      [0, 4],
      [2, 7],
      [2, 4],
      [80, 7],
    ] as const)
      p = applyMove(g, p, { kind: 'corner', cell, digit });
    const plain = applyMove(g, p, { kind: 'place', cell: 0, digit: 7 });
    expect(plain.corners[0]).toBe(0);
    expect(plain.corners[2]).toBe(bit(7) | bit(4)); // without cleanup the peers keep theirs
    const tidy = applyMove(g, p, { kind: 'place', cell: 0, digit: 7, cleanup: true });
    expect(tidy.corners[2]).toBe(bit(4)); // same row: 7 taken out
    expect(tidy.corners[80]).toBe(bit(7)); // not a peer: kept
    expect(applyMove(g, p, { kind: 'erase', cell: 2 }).corners[2]).toBe(0);
  });

  it('colours any cell, givens too, keep through digits and clear with 0', () => {
    const g = givens();
    const start = startPosition(g);
    const given = applyMove(g, start, { kind: 'colour', cell: 1, colour: 4 });
    expect(given.colours[1]).toBe(4);
    const placed = applyMove(g, applyMove(g, given, { kind: 'colour', cell: 0, colour: 9 }), {
      kind: 'place',
      cell: 0,
      digit: 7,
    });
    expect(placed.colours[0]).toBe(9);
    expect(applyMove(g, placed, { kind: 'erase', cell: 0 }).colours[0]).toBe(9);
    expect(applyMove(g, given, { kind: 'colour', cell: 1, colour: 4 })).toBe(given); // no change
    expect(applyMove(g, given, { kind: 'colour', cell: 1, colour: 0 }).colours[1]).toBe(0);
    expect(applyMove(g, start, { kind: 'colour', cell: 0, colour: 10 })).toBe(start);
    expect(applyMove(g, start, { kind: 'colour', cell: 81, colour: 1 })).toBe(start);
  });

  it('a batch applies its moves in turn as one move, and changes nothing when none of them does', () => {
    const g = givens();
    const start = startPosition(g);
    const batch: Move = {
      kind: 'batch',
      moves: [
        { kind: 'place', cell: 0, digit: 7 },
        { kind: 'place', cell: 2, digit: 2 },
        { kind: 'place', cell: 1, digit: 1 }, // a given: skipped
      ],
    };
    const after = applyMove(g, start, batch);
    expect([after.digits[0], after.digits[1], after.digits[2]]).toEqual([7, 6, 2]);
    const positions = replayMoves(g, [batch]);
    expect(positions).toHaveLength(2); // one undo step
    const none: Move = { kind: 'batch', moves: [{ kind: 'erase', cell: 1 }] };
    expect(applyMove(g, start, none)).toBe(start);
  });

  it('restart clears corner marks and colours; samePosition tells them apart', () => {
    const g = givens();
    const start = startPosition(g);
    const coloured = applyMove(g, start, { kind: 'colour', cell: 5, colour: 2 });
    const cornered = applyMove(g, start, { kind: 'corner', cell: 0, digit: 2 });
    expect(samePosition(start, coloured)).toBe(false);
    expect(samePosition(start, cornered)).toBe(false);
    expect(samePosition(start, applyMove(g, coloured, { kind: 'restart' }))).toBe(true);
    expect(samePosition(start, applyMove(g, cornered, { kind: 'restart' }))).toBe(true);
  });
});
