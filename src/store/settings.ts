/** When wrong digits are marked. */
export type MistakesMode = 'on-check' | 'immediate';

/** The player's settings: applied at once, persisted, never undone. */
export interface Settings {
  mistakesMode: MistakesMode; // 'on-check' marks wrong digits on Check; 'immediate' as soon as entered
  autoCleanupNotes: boolean; // placing a digit removes it from the notes of its row, column and box
  highlightSameDigits: boolean; // highlight every cell holding the selected cell's digit
  showTimer: boolean; // show the clock while playing
}

export const DEFAULT_SETTINGS: Settings = {
  mistakesMode: 'on-check',
  autoCleanupNotes: true,
  highlightSameDigits: true,
  showTimer: true,
};
