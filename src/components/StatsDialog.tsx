import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { addDays, KINDS, levelsOf } from '../engine';
import type { Kind } from '../engine';
import { averageTimeMs, emptyStats, todayKey, useGame, winRate } from '../store';
import { bestStreak, bestTimesByWeekday, currentStreak } from '../store';
import type { LevelStats } from '../store';
import { getLocale, loadMessages, t } from '../i18n/messages';
import { techniqueTitle } from '../i18n/steps';
import type { MessageKey } from '../i18n/messages';
import { formatClock, kindName, levelName } from '../i18n/describe';
import { formatPercent } from '../i18n/phrases';
import { formatDay } from '../i18n/dates';
import { TECHNIQUE_IDS } from '../engine/logic/types';
import { countWaitingSteps, weakestTechnique } from '../store/mastery';
import { Dialog } from './Dialog';
import { openPractice } from './learnStart';

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

/** Shown once the mistake limit is on, or was ever played past. */
const CONTINUED: (typeof ROWS)[number] = ['stats.continued', (s) => s.continued];

/** The statistics of a kind not played yet. */
const NO_GAMES = emptyStats();

// A Monday: the weekdays' names are read from the week it starts.
const MONDAY = '2026-11-23';

/**
 * Daily puzzles: how many solved, the streak of days in a row solved on
 * their own day (and the longest), the best time for each weekday, and the
 * calendar of past puzzles.
 */
function DailyStats() {
  const results = useGame((s) => s.dailyResults);
  const openDialog = useGame((s) => s.openDialog);
  const today = todayKey();
  const best = bestTimesByWeekday(results);
  const figures: [MessageKey, number][] = [
    ['stats.daily.solved', Object.keys(results).length],
    ['stats.daily.streak', currentStreak(results, today)],
    ['stats.daily.bestStreak', bestStreak(results)],
  ];
  return (
    <section className="daily-stats" aria-labelledby="daily-stats-title">
      <h3 id="daily-stats-title">{t('stats.daily')}</h3>
      <dl className="summary summary-three">
        {figures.map(([label, value]) => (
          <div key={label} className="summary-item">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="dialog-text daily-help">{t('stats.daily.streakHelp')}</p>
      <table className="stats weekday-times">
        <caption>{t('stats.daily.bestTimes')}</caption>
        <tbody>
          {best.map((ms, i) => {
            const day = addDays(MONDAY, i);
            return (
              <tr key={day}>
                <th scope="row">{formatDay(day, 'weekday')}</th>
                <td>
                  <Time ms={ms} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="dialog-buttons">
        <button type="button" className="wide" onClick={() => openDialog('daily')}>
          {t('control.calendar')}
        </button>
      </div>
    </section>
  );
}

/**
 * What the player has mastered: per technique met so far, the steps made
 * by the player's own hand in real games and those taken from hints
 * (store/mastery.ts counts them), simplest technique first.
 */
function MasteryStats() {
  const mastery = useGame((s) => s.mastery);
  // The techniques' names are in the steps' messages, loaded with hints or on the first need.
  const [named, setNamed] = useState(false);
  useEffect(() => {
    countWaitingSteps(); // own steps worked out since the last move
    let live = true;
    loadMessages(getLocale(), 'steps').then(
      () => live && setNamed(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  const met = TECHNIQUE_IDS.filter((t) => mastery[t]);
  // The one taken most from hints, with the fewest own steps: its practice in one press.
  const weakest = weakestTechnique(mastery);
  return (
    <section className="mastery-stats" aria-labelledby="mastery-stats-title">
      <h3 id="mastery-stats-title">{t('stats.techniques')}</h3>
      {met.length === 0 ? (
        <p className="dialog-text">{t('stats.techniques.none')}</p>
      ) : (
        named && (
          <table className="stats technique-stats">
            <caption className="visually-hidden">{t('stats.techniques.caption')}</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">{t('stats.techniques.own')}</th>
                <th scope="col">{t('stats.techniques.hinted')}</th>
              </tr>
            </thead>
            <tbody>
              {met.map((technique) => (
                <tr key={technique}>
                  <th scope="row">{techniqueTitle(technique)}</th>
                  <td>{mastery[technique]!.own}</td>
                  <td>{mastery[technique]!.hinted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
      <p className="dialog-text daily-help">{t('stats.techniques.help')}</p>
      {weakest && (
        <div className="dialog-buttons">
          <button type="button" className="wide" onClick={() => openPractice(weakest)}>
            {t('stats.practiseWeakest')}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * Statistics per kind and difficulty: "Kind" chooses the kind (the one on
 * the board first), and one compact table shows it, a column per level and
 * a row per figure (games played and won, win rate, best and average time,
 * current and best streak), so it fits a phone held upright.
 */
export function StatsDialog() {
  const [kind, setKind] = useState<Kind>(() => useGame.getState().rules.kind);
  const stats = useGame((s) => (kind === 'classic' ? s.stats : s.kindStats[kind])) ?? NO_GAMES;
  const closeDialog = useGame((s) => s.closeDialog);
  const levels = levelsOf(kind);
  const limited = useGame((s) => s.settings.mistakeLimit !== 'off');
  return (
    <Dialog title={t('stats.title')} onClose={closeDialog} closable className="dialog-stats">
      <label className="field stats-kind">
        <span>{t('control.kind')}</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {kindName(k)}
            </option>
          ))}
        </select>
      </label>
      <table className="stats">
        <caption className="visually-hidden">
          {t('stats.caption.kind', { kind: kindName(kind) })}
        </caption>
        <thead>
          <tr>
            <td />
            {levels.map((d) => (
              <th key={d} scope="col">
                {levelName(d)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(limited || levels.some((d) => stats[d].continued > 0)
            ? [...ROWS, CONTINUED]
            : ROWS
          ).map(([label, show]) => (
            <tr key={label}>
              <th scope="row">{t(label)}</th>
              {levels.map((d) => (
                <td key={d}>{show(stats[d])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <MasteryStats />
      <DailyStats />
    </Dialog>
  );
}
