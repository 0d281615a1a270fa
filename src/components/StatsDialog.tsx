import type { ReactNode } from 'react';
import { DIFFICULTIES } from '../engine';
import { averageTimeMs, useGame, winRate } from '../store';
import type { LevelStats } from '../store';
import { t } from '../i18n/messages';
import type { MessageKey } from '../i18n/messages';
import { formatClock, formatPercent, levelName } from '../i18n/describe';
import { Dialog } from './Dialog';

/** A time, or a dash that reads as "none" before the first win. */
function Time({ ms }: { ms: number | null }) {
  if (ms === null) return <None />;
  return <>{formatClock(ms)}</>;
}

function None() {
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('stats.none')}</span>
    </>
  );
}

/** The table's rows: a label and how to show that figure for one level. */
const ROWS: [MessageKey, (s: LevelStats) => ReactNode][] = [
  ['stats.played', (s) => s.played],
  ['stats.won', (s) => s.won],
  ['stats.winRate', (s) => (s.played === 0 ? <None /> : formatPercent(winRate(s)))],
  ['stats.bestTime', (s) => <Time ms={s.bestTimeMs} />],
  ['stats.averageTime', (s) => <Time ms={averageTimeMs(s)} />],
  ['stats.currentStreak', (s) => s.currentStreak],
  ['stats.bestStreak', (s) => s.bestStreak],
];

/**
 * Statistics per difficulty as one compact table: a column per level, a row
 * per figure (games played and won, win rate, best and average time, current
 * and best streak), so it fits a phone held upright.
 */
export function StatsDialog() {
  const stats = useGame((s) => s.stats);
  const closeDialog = useGame((s) => s.closeDialog);
  return (
    <Dialog title={t('stats.title')} onClose={closeDialog} closable className="dialog-stats">
      <table className="stats">
        <caption className="visually-hidden">{t('stats.caption')}</caption>
        <thead>
          <tr>
            <td />
            {DIFFICULTIES.map((d) => (
              <th key={d} scope="col">
                {levelName(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, show]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {DIFFICULTIES.map((d) => (
                <td key={d}>{show(stats[d])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
