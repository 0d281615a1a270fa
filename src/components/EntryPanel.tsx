import { useGame } from '../store';
import type { EntrySuggestion, EntryVerdict } from '../store';
import { useRef } from 'react';
import { t, tn } from '../i18n/messages';
import { levelName } from '../i18n/describe';
import { list, place } from '../i18n/phrases';
import { joinSentences } from '../i18n/phrases';
import { sharedUnit } from '../i18n/notices';
import { ToolButton } from './ToolButton';

/*
 * Entry mode's controls ("Enter a puzzle"): in place of the tools, the
 * buttons to play the entered puzzle, cancel, paste and clear; in place of
 * the status line, what the grid is, said again after every change (a
 * polite live region). Loaded lazily with the dialogs' messages.
 */

/** What the grid being entered is, in words. */
function verdictText(verdict: EntryVerdict): string {
  switch (verdict.kind) {
    case 'empty':
      return t('entry.status.empty');
    case 'repeat':
      return t('entry.status.repeat', { digit: verdict.digit, unit: sharedUnit(verdict.cells) });
    case 'checking':
      return t('entry.status.checking');
    case 'no-solution':
      return t('entry.status.noSolution');
    case 'multiple-solutions':
      return t('entry.status.multiple');
    case 'unique':
      return t('entry.status.unique', { level: levelName(verdict.level) });
    case 'failed':
      return t('entry.status.failed');
    case 'reading':
      return t('entry.status.reading');
    case 'photo-failed':
      return t(PHOTO_FAILURES[verdict.reason]);
  }
}

const PHOTO_FAILURES = {
  'not-image': 'entry.photo.notImage',
  'too-large': 'entry.photo.tooLarge',
  'too-small': 'entry.photo.tooSmall',
  'no-grid': 'entry.photo.noGrid',
  failed: 'entry.photo.failed',
} as const;

/**
 * "Likely misread (80% sure): row 3, column 4 is 8 rather than 3", how
 * sure in whole percent (never 100: it is a guess).
 */
function suggestionText(suggestion: EntrySuggestion): string {
  const digit = (d: number) => (d === 0 ? t('entry.suggest.blank') : d);
  const sure = Math.min(99, Math.round(suggestion.sure * 100));
  const changes = list(
    suggestion.changes.map(({ cell, from, to }) =>
      t('entry.suggest.change', {
        cell: t('cell.place', place(cell)),
        to: digit(to),
        from: digit(from),
      }),
    ),
  );
  return t(sure >= 50 ? 'entry.suggest' : 'entry.suggest.unsure', { sure, changes });
}

/**
 * The status line in entry mode: the verdict, and how many givens are
 * typed. After a photo, the cells read unsurely (blank or not: each is
 * marked ?), or the correction proposed (which names the cells, so it
 * replaces that sentence); after a poor read, first that the photo could
 * not be read reliably and the grid shows what was read, to check.
 */
export function EntryStatus() {
  const verdict = useGame((s) => s.entry?.verdict ?? null);
  const count = useGame((s) => s.entry?.cells.filter((d) => d !== 0).length ?? 0);
  const suggestion = useGame((s) => s.entry?.suggestion ?? null);
  const unsure = useGame((s) => s.entry?.uncertain.filter(Boolean).length ?? 0);
  const poor = useGame((s) => s.entry?.poorRead === true);
  if (!verdict) return null;
  const classes = ['status', 'entry-status', `entry-status-${verdict.kind}`];
  // The typing instructions, a photo's unsure cells or its correction: long text, in smaller type.
  if (suggestion || unsure > 0 || poor || verdict.kind === 'empty')
    classes.push('entry-status-long');
  return (
    <div className={classes.join(' ')}>
      <p role="status" className="entry-verdict">
        {joinSentences([
          poor ? t('entry.photo.poor') : '',
          verdictText(verdict),
          suggestion
            ? suggestionText(suggestion)
            : unsure > 0
              ? tn('entry.photo.unsure', unsure)
              : '',
        ])}
      </p>
      {count > 0 && (
        <p className="entry-count" aria-hidden="true">
          {tn('entry.count', count)}
        </p>
      )}
    </div>
  );
}

/**
 * Entry mode's buttons, in the tools' place (two rows), so nothing moves;
 * after a photo whose grid has no solution or several, the correction
 * proposed in the status can be applied from the second row.
 */
export function EntryTools() {
  const photoRef = useRef<HTMLInputElement>(null);
  const suggested = useGame((s) => Boolean(s.entry?.suggestion));
  const unique = useGame((s) => s.entry?.verdict.kind === 'unique');
  const empty = useGame((s) => s.entry?.verdict.kind === 'empty');
  const game = useGame.getState;
  return (
    <div role="group" aria-label={t('control.enterPuzzle')} className="tools entry-tools">
      <ToolButton
        icon="play"
        label={t('entry.play')}
        caption={t('entry.play.short')}
        named
        className="tool-primary"
        disabled={!unique}
        onClick={() => game().playEntry()}
      />
      <ToolButton icon="close" label={t('entry.cancel')} onClick={() => game().cancelEntry()} />
      <ToolButton
        icon="paste"
        label={t('entry.paste')}
        onClick={() => game().pasteFromClipboard()}
      />
      <ToolButton icon="erase" label={t('control.erase')} onClick={() => game().erase()} />
      <ToolButton
        icon="camera"
        label={t('entry.photo')}
        className="entry-photo"
        onClick={() => photoRef.current?.click()}
      />
      <ToolButton
        icon="clear"
        label={t('entry.clear')}
        disabled={empty}
        onClick={() => game().clearEntry()}
      />
      {suggested && (
        <ToolButton
          icon="check"
          label={t('entry.suggest.apply')}
          caption={t('entry.suggest.applyShort')}
          onClick={() => game().applySuggestion()}
        />
      )}
      {/* Read in the browser, in a worker; `capture` offers the phone's camera. */}
      <input
        ref={photoRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={t('entry.photoInput')}
        className="visually-hidden"
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) game().readPhoto(file);
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}
