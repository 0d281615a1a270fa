import { DIFFICULTIES } from '../engine';
import type { Difficulty } from '../engine';
import { useGame } from '../store';
import { t } from '../i18n/messages';
import { levelName } from '../i18n/describe';
import { Timer, useNarrow } from './GameBar';

/** Title, the current puzzle's level, the Difficulty choice and "New game". */
export function GameHeader() {
  const level = useGame((s) => s.level);
  const entering = useGame((s) => s.entry !== null);
  const narrow = useNarrow();
  const showTimer = useGame((s) => s.settings.showTimer) && narrow;
  const hasGame = useGame((s) => s.gameId !== '');
  const difficulty = useGame((s) => s.difficulty);
  const setDifficulty = useGame((s) => s.setDifficulty);
  const requestNewGame = useGame((s) => s.requestNewGame);
  return (
    <header className="header">
      <div className="title">
        <h1>{t('app.title')}</h1>
        {showTimer && <Timer className="timer header-timer" />}
        <p className="subtitle">
          {entering
            ? t('app.subtitle.entry')
            : !hasGame
            ? '\u00a0' // the first puzzle is on its way: the line keeps its height
            : level
              ? t('app.subtitle.level', { level: levelName(level) })
              : t('app.subtitle.link')}
        </p>
      </div>
      <div className="new-game">
        <label className="field">
          <span className="field-label">{t('control.difficulty')}</span>
          <select value={difficulty} onChange={(e) => setDifficulty(e.target.value as Difficulty)}>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {levelName(d)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="primary" onClick={requestNewGame}>
          {t('control.newGame')}
        </button>
      </div>
    </header>
  );
}
