/** When wrong digits are marked. */
export type MistakesMode = 'on-check' | 'immediate';

/** The languages the game speaks, by BCP 47 tag (also `<html lang>`). */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The mistake limit: off, or a game stops to ask at its third mistake (sudoku.com's rule). */
export const MISTAKE_LIMITS = ['off', '3'] as const;
export type MistakeLimit = (typeof MISTAKE_LIMITS)[number];

/** The colour themes: 'system' follows the device's light or dark setting. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * How a digit reaches a cell: 'cell-first' picks the cell, then the digit;
 * 'digit-first' holds a digit on the pad, then every cell tapped gets it.
 */
export const INPUT_MODES = ['cell-first', 'digit-first'] as const;
export type InputMode = (typeof INPUT_MODES)[number];

/** The player's settings: applied at once, persisted, never undone. */
export interface Settings {
  mistakesMode: MistakesMode; // 'on-check' marks wrong digits on Check; 'immediate' as soon as entered
  autoCleanupNotes: boolean; // placing a digit removes it from the notes of its row, column and box
  highlightSameDigits: boolean; // highlight every cell holding the selected cell's digit
  showTimer: boolean; // show the clock while playing
  language: Language | null; // the language chosen; null until chosen (the browser's languages decide)
  theme: Theme; // light, dark, or as the device is
  printDigits: boolean; // Print shows the player's digits too, not only the givens
  printColours: boolean; // Print shows the colours the player gave cells
  mistakeLimit: MistakeLimit; // at this many mistakes the game asks: Continue, or New game
  inputMode: InputMode; // cell first (select a cell, then a digit) or digit first (hold a digit, then tap cells)
}

export const DEFAULT_SETTINGS: Settings = {
  mistakesMode: 'on-check',
  autoCleanupNotes: true,
  highlightSameDigits: true,
  showTimer: true,
  language: null,
  theme: 'system',
  printDigits: false,
  printColours: false,
  mistakeLimit: 'off',
  inputMode: 'cell-first',
};
