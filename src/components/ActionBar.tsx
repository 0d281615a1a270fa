import { selectCanRedo, selectCanUndo, useGame } from '../store';
import { t } from '../i18n/messages';
import { ToolButton as Tool } from './ToolButton';

/**
 * The tools, in two rows of five: what takes the board back (Undo, Redo,
 * Rewind to last correct, Erase) and Share, over what helps solve it (Notes,
 * Fill notes, Hint, Check) and Print. Every tool but Share and Print is
 * unavailable while the game is paused.
 */
export function ActionBar() {
  const canUndo = useGame(selectCanUndo);
  const canRedo = useGame(selectCanRedo);
  const notesMode = useGame((s) => s.notesMode);
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
        icon="fillNotes"
        label={t('control.fillNotes')}
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
      <Tool icon="print" label={t('control.print')} onClick={() => window.print()} />
    </div>
  );
}
