import { formatPosition, rulesData } from '../../engine';
import type { Board, Move, Position } from '../../engine';
import { dailyKey, KEYS } from './codec';
import type { SavedEntry, SavedGame, SavedState } from './codec';
import type { RecordWrite } from './records';

/*
 * How each record is written: boards as 81-digit strings and the position
 * as text, so each record stays small and the same size all game; a game's
 * moves are its record's log. Loaded with the writer (writer.ts).
 */

const text = (board: Board | readonly boolean[]) => board.map(Number).join('');

/** A game's record state (its moves go into the log). */
export function encodeGame(g: SavedGame): Record<string, unknown> {
  return {
    gameId: g.gameId,
    rules: rulesData(g.rules), // undefined (left out) for classic
    givens: text(g.givens),
    solution: text(g.solution),
    historyIndex: g.historyIndex,
    position: formatPosition(g.position as Position),
    selected: g.selected,
    notesMode: g.notesMode,
    markMode: g.markMode,
    level: g.level,
    flagged: text(g.flagged),
    startedAt: g.startedAt,
    finishedAt: g.finishedAt,
    elapsedMs: g.elapsedMs,
    paused: g.paused,
    hintsUsed: g.hintsUsed,
    mistakes: g.mistakes,
  };
}

/** A game's record: its state and its moves as the log. */
export function gameRecord(g: SavedGame, extra: Record<string, unknown> = {}): RecordWrite {
  return {
    state: { ...encodeGame(g), ...extra },
    log: g.moves as readonly Move[],
    logField: 'moves',
  };
}

/** The entry's record state. */
export function encodeEntry(e: SavedEntry): Record<string, unknown> {
  return { cells: text(e.cells), uncertain: text(e.uncertain), ...e.resume };
}

/** The records of a saved state, by storage key. */
export function recordsOf(s: SavedState): [string, RecordWrite][] {
  const always = { difficulty: s.difficulty, kind: s.kind, daily: s.daily };
  const records: [string, RecordWrite][] = [
    [
      KEYS.game,
      s.game ? gameRecord(s.game, always) : { state: always, log: [], logField: 'moves' },
    ],
    [KEYS.settings, { state: { ...s.settings } }],
    [
      KEYS.stats,
      {
        state: {
          stats: s.stats,
          kindStats: s.kindStats,
          mastery: s.mastery,
          dailyResults: s.dailyResults,
        },
      },
    ],
    [KEYS.entry, { state: s.entry && encodeEntry(s.entry) }],
  ];
  if (s.daily !== null && s.dailyGame) records.push([dailyKey(s.daily), gameRecord(s.dailyGame)]);
  return records;
}
