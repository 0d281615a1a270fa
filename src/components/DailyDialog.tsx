import { useMemo, useRef } from 'react';
import { addDays, dailyLevel, isoWeekday } from '../engine';
import { todayKey, useGame } from '../store';
import type { DailyResult } from '../store';
import { calendarDays, savedDailyDates } from '../store';
import { t } from '../i18n/messages';
import { formatClock, levelName } from '../i18n/describe';
import { formatDay } from '../i18n/dates';
import { Dialog } from './Dialog';

/** How one day of the calendar reads to assistive technology. */
function dayLabel(date: string, result: DailyResult | undefined, started: boolean): string {
  const params = { date: formatDay(date, 'long'), level: levelName(dailyLevel(date)) };
  if (result)
    return t(result.onTime ? 'daily.day.solved' : 'daily.day.late', {
      ...params,
      time: formatClock(result.timeMs),
    });
  return t(started ? 'daily.day.started' : 'daily.day', params);
}

/**
 * "Daily puzzles": today's puzzle one tap away and a calendar of the last
 * 60 days, Monday first, each day marked solved or started; any day opens
 * its puzzle (its saved progress, if any).
 */
export function DailyDialog() {
  const results = useGame((s) => s.dailyResults);
  const current = useGame((s) => s.daily);
  const openDaily = useGame((s) => s.openDaily);
  const closeDialog = useGame((s) => s.closeDialog);
  const todayRef = useRef<HTMLButtonElement>(null);
  const today = todayKey();
  const days = useMemo(() => calendarDays(today).reverse(), [today]); // oldest first
  const started = useMemo(() => savedDailyDates(), []);
  // Blank cells before the oldest day, so each column is one weekday.
  const lead = isoWeekday(days[0]) - 1;
  const monday = days.find((d) => isoWeekday(d) === 1)!;
  const weekdays = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  return (
    <Dialog
      title={t('daily.title')}
      onClose={closeDialog}
      initialFocus={todayRef}
      closable
      className="dialog-daily"
    >
      <p className="dialog-text">{t('daily.intro')}</p>
      <div className="dialog-buttons daily-play">
        <button
          ref={todayRef}
          type="button"
          className="primary wide"
          onClick={() => openDaily(today)}
        >
          {t('daily.playToday')}
        </button>
      </div>
      <h3 className="daily-caption">{t('daily.calendar')}</h3>
      <div className="calendar" role="group" aria-label={t('daily.calendar')}>
        {weekdays.map((d) => (
          <span key={`w${d}`} className="calendar-weekday" aria-hidden="true">
            {formatDay(d, 'weekday')}
          </span>
        ))}
        {Array.from({ length: lead }, (_, i) => (
          <span key={`b${i}`} aria-hidden="true" />
        ))}
        {days.map((date) => {
          const result = results[date];
          const state = result ? 'solved' : started.has(date) ? 'started' : 'open';
          const day = Number(date.slice(8));
          return (
            <button
              key={date}
              type="button"
              className={`calendar-day day-${state}${date === current ? ' day-current' : ''}`}
              aria-label={dayLabel(date, result, started.has(date))}
              aria-current={date === today ? 'date' : undefined}
              onClick={() => openDaily(date)}
            >
              {(day === 1 || date === days[0]) && (
                <span className="calendar-month">{formatDay(date, 'month')}</span>
              )}
              {day}
            </button>
          );
        })}
      </div>
      <p className="calendar-legend" aria-hidden="true">
        <span className="legend-solved">{t('daily.legend.solved')}</span>
        <span className="legend-started">{t('daily.legend.started')}</span>
        <span className="legend-today">{t('daily.today')}</span>
      </p>
    </Dialog>
  );
}
