import { selectCanRedo, selectCanUndo, useGame } from '../store';
import { t } from '../i18n/messages';
import { ToolButton as Tool } from './ToolButton';

/**
 * The tools, in two rows of six: what takes the board back (Undo, Redo,
 * Rewind to last correct, Erase), Share and Print, over what helps solve it
 * (Notes, Corner, Colours, Fill notes, Hint, Check). Every tool but Share and Print is
 * unavailable while the game is paused.
 */
export function ActionBar() {
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const notesMode = useGame((s) => s.notesMode);
  const markMode = useGame((s) => s.markMode);
  const paused = useGame((s) => s.paused);
  const game = useGame.getState;
  return (
    <div role="group" aria-label={t('tools.label')} className="tools">
      <Tool
        icon="undo"
        label={t('control.undo')}
        disabled={paused || !canUndo}
        onClick={() => game().undo()}
      />
      <Tool
        icon="redo"
        label={t('control.redo')}
        disabled={paused || !canRedo}
        onClick={() => game().redo()}
      />
      <Tool
        icon="rewind"
        label={t('control.rewind')}
        caption={t('control.rewind.short')}
        disabled={paused}
        onClick={() => game().rewindToLastCorrect()}
      />
      <Tool
        icon="erase"
        label={t('control.erase')}
        disabled={paused}
        onClick={() => game().erase()}
      />
      <Tool icon="share" label={t('control.share')} onClick={() => game().openDialog('share')} />
      <Tool icon="print" label={t('control.print')} onClick={() => window.print()} />
      <Tool
        icon="notes"
        label={t('control.notes')}
        pressed={notesMode}
        disabled={paused}
        onClick={() => game().toggleNotesMode()}
      >
        <span className="tool-badge" aria-hidden="true">
          {notesMode ? t('control.notes.on') : t('control.notes.off')}
        </span>
      </Tool>
      <Tool
        icon="corner"
        label={t('control.corner')}
        pressed={markMode === 'corner'}
        disabled={paused}
        onClick={() => game().toggleMarkMode('corner')}
      />
      <Tool
        icon="colours"
        label={t('control.colours')}
        pressed={markMode === 'colour'}
        disabled={paused}
        onClick={() => game().toggleMarkMode('colour')}
      />
      <Tool
        icon="fillNotes"
        label={t('control.fillNotes')}
        caption={t('control.fillNotes.short')}
        disabled={paused}
        onClick={() => game().fillNotes()}
      />
      <Tool icon="hint" label={t('control.hint')} disabled={paused} onClick={() => game().hint()} />
      <Tool
        icon="check"
        label={t('control.check')}
        disabled={paused}
        onClick={() => game().check()}
      />
    </div>
  );
}
