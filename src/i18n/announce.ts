import type { Move } from '../engine';
import type { Announcement } from '../store';
import { formatClock } from './describe';
import { kindTitle, place } from './phrases';
import { t, tn } from './messages';

/*
 * The status line's words for a hint, check, win, rewind or mistake: loaded
 * with the step wording (steps.ts) after the first paint, since nothing is
 * announced before the player acts (or the first puzzle is on its way).
 */

/** A move in words, for the rewind message: "5 in row 3, column 4". */
export function describeMove(move: Move): string {
  switch (move.kind) {
    case 'place':
      return t('move.place', { ...place(move.cell), digit: move.digit });
    case 'hint':
      return t('move.hint', { ...place(move.cell), digit: move.digit });
    case 'note':
      return t('move.note', { ...place(move.cell), digit: move.digit });
    case 'erase':
      return t('move.erase', place(move.cell));
    case 'fill-notes':
      return t('move.fillNotes');
    case 'restore':
      return t('move.restore');
    case 'restart':
      return t('move.restart');
    case 'eliminate':
      return t('move.eliminate');
    case 'corner':
      return t('move.corner', { ...place(move.cell), digit: move.digit });
    case 'colour':
      return t('move.colour', place(move.cell));
    case 'batch':
      return t('move.batch', { count: move.moves.length });
  }
}

/**
 * The status text for a hint, check, win, rewind or immediate mistake. A
 * logical step ('hint-step') is worded by the lazily loaded steps.ts
 * instead: here it reads ''.
 */
export function describeAnnouncement(a: Announcement): string {
  switch (a.kind) {
    case 'hint': {
      const { hint } = a;
      const at = { ...place(hint.cell), digit: hint.digit };
      switch (hint.kind) {
        case 'wrong':
          return t('hint.wrong', at);
        case 'reveal':
          return t('hint.reveal', at);
      }
      break;
    }
    case 'already-solved':
      return t('hint.solved');
    case 'check-solved':
      return t('check.solved');
    case 'check-wrong':
      return tn('check.wrong', a.count);
    case 'check-ok':
      return tn('check.ok', a.remaining);
    case 'won':
      return t('win.message', { time: formatClock(a.elapsedMs) });
    case 'rewound':
      return t('rewind.done', { number: a.moveNumber, move: describeMove(a.move) });
    case 'rewind-nothing':
      return t('rewind.nothing');
    case 'rewind-start':
      return t('rewind.start');
    case 'mistake':
      return t('mistake.immediate', place(a.cell));
    case 'preparing-daily':
      return t('status.preparingDaily');
    case 'preparing-game':
      return t('status.preparingKind', { kind: kindTitle(a.puzzleKind) });
    case 'hint-notes':
      return t('hint.notes', place(a.cell));
    case 'hint-stuck':
      return t('hint.stuck');
    case 'engine-failed':
      return t(a.inProgress ? 'engine.failed' : 'engine.failedFresh');
    case 'restarted':
      return t('restart.done');
    case 'hint-step':
      return '';
  }
}
