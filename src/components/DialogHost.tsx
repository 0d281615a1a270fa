import { getLocale, loadMessages } from '../i18n/messages';
import { useGame } from '../store';
import { AboutDialog } from './AboutDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { DailyDialog } from './DailyDialog';
import { ImportDialog } from './ImportDialog';
import { MistakeLimitDialog } from './MistakeLimitDialog';
import { NewGameDialog } from './NewGameDialog';
import { SettingsDialog } from './SettingsDialog';
import { ShareDialog } from './ShareDialog';
import { ShortcutsDialog } from './ShortcutsDialog';
import { SolutionStepsDialog } from './SolutionStepsDialog';
import { StatsDialog } from './StatsDialog';
import { WinAfterCelebration } from './WinDialog';
import { lazyPart } from './LazyPart';

/** The Learn library, with the words of steps and lessons: a chunk of its own. */
const LearnDialog = lazyPart(() =>
  Promise.all([
    import('./LearnDialog'),
    loadMessages(getLocale(), 'steps'),
    loadMessages(getLocale(), 'lessons'),
  ]).then(([m]) => m.LearnDialog),
);

/**
 * The dialog open over the game, if any. Loaded lazily with the dialogs'
 * messages (see lazyParts.ts): none of it is in the first load.
 */
export function DialogHost() {
  const dialog = useGame((s) => s.dialog);
  const closeDialog = useGame((s) => s.closeDialog);
  const confirmLink = useGame((s) => s.confirmLink);
  const confirmPlayEntry = useGame((s) => s.confirmPlayEntry);
  switch (dialog) {
    case 'new-game':
      return <NewGameDialog />;
    case 'confirm-link':
      return (
        <ConfirmDialog
          title="confirmLink.title"
          body="confirmLink.body"
          cancel="confirm.keep"
          confirm="confirmLink.open"
          onCancel={closeDialog}
          onConfirm={confirmLink}
        />
      );
    case 'confirm-entry':
      return (
        <ConfirmDialog
          title="confirmEntry.title"
          body="confirmEntry.body"
          cancel="confirm.keep"
          confirm="confirmEntry.play"
          onCancel={closeDialog}
          onConfirm={confirmPlayEntry}
        />
      );
    // One dialog from the question to the steps, so focus returns to its button.
    case 'confirm-solution-steps':
    case 'solution-steps':
      return <SolutionStepsDialog />;
    case 'mistake-limit':
      return <MistakeLimitDialog />;
    case 'won':
      return <WinAfterCelebration />;
    case 'statistics':
      return <StatsDialog />;
    case 'settings':
      return <SettingsDialog />;
    case 'share':
      return <ShareDialog />;
    case 'daily':
      return <DailyDialog />;
    case 'about':
      return <AboutDialog />;
    case 'confirm-import':
      return <ImportDialog />;
    case 'shortcuts':
      return <ShortcutsDialog />;
    case 'learn':
      return <LearnDialog />;
    default:
      return null;
  }
}
