import { replayMoves } from '../engine';
import type { Board, Move, Position, Rules } from '../engine';
import { layoutOf } from './layouts';

/*
 * The positions of the game, derived from its givens and moves (the moves
 * are what the store keeps and saves, as in Tatham's midend). The last
 * result is remembered: when the moves change only at the end (a new move,
 * a new move after undo), the positions before the change are reused and
 * only the new moves are replayed, so a move costs the same at move 1 and
 * at move 2,000.
 */

let lastGivens: Board | null = null;
let lastMoves: readonly Move[] = [];
let lastPositions: Position[] = [];

/**
 * Every position of the game: [0] the start, [i + 1] after moves[i] (the
 * redo tail included). The same array while givens and moves are unchanged.
 */
export function selectHistory(s: {
  givens: Board;
  moves: readonly Move[];
  rules?: Rules;
}): readonly Position[] {
  const { givens, moves } = s;
  if (givens === lastGivens && moves === lastMoves) return lastPositions;
  let same = 0; // leading moves unchanged (moves are immutable values, compared by identity)
  if (givens === lastGivens) {
    const n = Math.min(moves.length, lastMoves.length);
    while (same < n && moves[same] === lastMoves[same]) same++;
  }
  const layout = s.rules ? layoutOf(s.rules) : undefined;
  const reuse = givens === lastGivens ? same + 1 : 0;
  lastPositions = replayMoves(givens, moves, lastPositions, reuse, layout);
  lastGivens = givens;
  lastMoves = moves;
  return lastPositions;
}
