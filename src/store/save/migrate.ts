import { formatMoves, formatPosition, samePosition } from '../../engine';
import type { Move, Position } from '../../engine';

/*
 * Saves written by version 1, in version 2's shape. Version 1 stored every
 * position of the undo history and the moves between them, a rewind holding
 * the whole position it went back to; version 2 stores the moves as text,
 * a rewind naming the history index it went back to, and the position on
 * the board. Anything that does not fit is passed on as it is, so the
 * checks that follow drop it with a notice.
 */

type Loose = Record<string, unknown>;

const isRecord = (v: unknown): v is Loose =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** 81 numbers as an 81-digit string; anything else as it is (the checks reject it). */
const boardText = (v: unknown): unknown =>
  Array.isArray(v) && v.length === 81 && v.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)
    ? v.join('')
    : v;

const isPosition = (v: unknown): v is Position =>
  isRecord(v) && Array.isArray(v.digits) && Array.isArray(v.notes) && Array.isArray(v.hinted);

/** The v1 moves with each rewind pointing at the history index it restored, or null. */
function movesOf(history: Position[], moves: unknown[]): Move[] | null {
  const out: Move[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i];
    if (!isRecord(m)) return null;
    if (m.kind !== 'restore') {
      out.push(m as unknown as Move);
      continue;
    }
    if (!isPosition(m.position)) return null;
    // A rewind goes back to the latest such position, so the last match is the one.
    let to = Math.min(i, history.length - 1);
    while (to >= 0 && !samePosition(history[to], m.position)) to--;
    if (to < 0) return null;
    out.push({ kind: 'restore', to });
  }
  return out;
}

/** A version 1 save's state in version 2's shape (unchecked). */
export function fromVersion1(saved: unknown): unknown {
  if (!isRecord(saved)) return saved;
  const { history, moves, historyIndex, givens, solution, flagged, ...rest } = saved;
  const out: Loose = {
    ...rest,
    givens: boardText(givens),
    solution: boardText(solution),
    flagged: boardText(flagged),
    historyIndex,
  };
  if (Array.isArray(history) && history.every(isPosition)) {
    const current = history[Number.isInteger(historyIndex) ? (historyIndex as number) : -1];
    try {
      if (current) out.position = formatPosition(current);
      const v2 = Array.isArray(moves) ? movesOf(history, moves) : null;
      if (v2) out.moves = formatMoves(v2);
    } catch {
      // malformed positions or moves: left out, so the checks drop them
    }
  }
  return out;
}
