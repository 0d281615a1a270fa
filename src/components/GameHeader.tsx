import { useGame } from '../store';
import { t } from '../i18n/messages';
import { kindName, levelName } from '../i18n/describe';
import { Timer, useNarrow } from './GameBar';
import { DailySubtitle } from './lazyParts';

/**
 * Title, the current puzzle's kind and level, and "New game" (its dialog
 * chooses the next game's kind and level). On a daily puzzle: its date and
 * level, and "Back to my game" too.
 */
export function GameHeader() {
  const level = useGame((s) => s.level);
  const entering = useGame((s) => s.entry !== null);
  const narrow = useNarrow();
  const showTimer = useGame((s) => s.settings.showTimer) && narrow;
  const daily = useGame((s) => s.daily);
  const leaveDaily = useGame((s) => s.leaveDaily);
  const hasGame = useGame((s) => s.gameId !== '');
  const playing = useGame((s) => s.rules.kind);
  const requestNewGame = useGame((s) => s.requestNewGame);
  return (
    <header className="header">
      <div className="title">
        <h1>{t('app.title')}</h1>
        {showTimer && <Timer className="timer header-timer" />}
        <p className="subtitle">
          {entering ? (
            t('app.subtitle.entry')
          ) : !hasGame ? (
            '\u00a0' // the first puzzle is on its way: the line keeps its height
          ) : daily && level ? (
            <DailySubtitle date={daily} level={level} fallback={'\u00a0'} />
          ) : level ? (
            // Classic: "Hard puzzle"; another kind: "Killer · Hard".
            t(playing === 'classic' ? 'app.subtitle.level' : 'app.subtitle.kindLevel', {
              kind: kindName(playing),
              level: levelName(level),
            })
          ) : (
            t('app.subtitle.link')
          )}
        </p>
      </div>
      <div className="new-game">
        {daily && (
          <button type="button" aria-label={t('control.backToGame')} onClick={leaveDaily}>
            {t('control.backToGame.short')}
          </button>
        )}
        <button type="button" className="primary" onClick={requestNewGame}>
          {t('control.newGame')}
        </button>
      </div>
    </header>
  );
}
