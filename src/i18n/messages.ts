import { stepMessages } from './stepMessages';

/**
 * Every piece of text the player sees or hears, keyed. Components never hold
 * English literals: they call `t(key, params)`. A later language adds a
 * dictionary of the same keys (`Record<MessageKey, string>`).
 *
 * Placeholders are `{name}`. A key with plural forms has variants named by
 * `Intl.PluralRules` categories (`.one`, `.other`); `tn()` picks one.
 */
const en = {
  ...stepMessages,
  'app.title': 'Sudoku',
  'app.subtitle.level': '{level} puzzle',
  'app.subtitle.link': 'Shared puzzle',

  'level.easy': 'Easy',
  'level.medium': 'Medium',
  'level.hard': 'Hard',
  'level.expert': 'Expert',
  'level.master': 'Master',

  'board.label': 'Sudoku board',
  'cell.position': 'Row {row}, column {col}',
  'cell.given': '{position}, given {digit}',
  'cell.entry': '{position}, {digit}',
  'cell.empty': '{position}, empty',
  'cell.hint': '{label}, hint',

  'controls.label': 'Game controls',
  'control.difficulty': 'Difficulty',
  'control.newGame': 'New game',
  'control.hint': 'Hint',
  'control.check': 'Check',
  'control.erase': 'Erase',
  'control.playAgain': 'Play again',
  'control.dismiss': 'Dismiss',

  'status.tip': 'Select a cell, then pick a number.',

  'pad.label': 'Number pad',
  'pad.left.one': '{count} left',
  'pad.left.other': '{count} left',
  'pad.complete': 'all placed',

  'confirm.title': 'Start a new game?',
  'confirm.body': 'Your progress on this puzzle will be lost.',
  'confirm.keep': 'Keep playing',
  'confirm.start': 'Start over',
  'confirmLink.title': 'Open the shared puzzle?',
  'confirmLink.body': 'Your game in progress will be replaced by the puzzle from the link.',
  'confirmLink.open': 'Open puzzle',

  'unit.row': 'row {n}',
  'unit.column': 'column {n}',
  'unit.box': 'box {n}',
  'cell.place': 'row {row}, column {col}',
  'list.two': '{a} and {b}',

  'hint.wrong': 'The {digit} in row {row}, column {col} is wrong.',
  'hint.reveal': 'Row {row}, column {col} is {digit}.',
  'hint.solved': 'The puzzle is already solved.',
  'hint.notes': 'Your notes in row {row}, column {col} leave out a digit that belongs there.',
  'hint.stuck': 'No technique in this game applies here. Press Hint again to reveal one cell.',
  'status.preparing': 'Preparing a new puzzle ({level})…',
  'hint.title': 'Hint',
  'hint.close': 'Close hint',
  'hint.next.apply': 'Press Hint again to apply it.',
  'hint.next.continue': 'Press Hint for the next step.',
  'control.revealCell': 'Reveal a cell',

  'check.solved': 'Solved!',
  'check.wrong.one': '1 digit is wrong. It is marked on the board.',
  'check.wrong.other': '{count} digits are wrong. They are marked on the board.',
  'check.ok.one': 'No mistakes so far, 1 cell to go.',
  'check.ok.other': 'No mistakes so far, {count} cells to go.',

  'win.message': 'Well done! Solved in {time}.',
  'duration.seconds': '{seconds} s',
  'duration.minutes': '{minutes} min {seconds} s',
  'duration.hours': '{hours} h {minutes} min',

  'link.title': "This puzzle link can't be played.",
  'link.kept': 'You can keep playing the game below.',
  'error.cellCount.one': 'This puzzle has 1 cell; a puzzle needs 81.',
  'error.cellCount.other': 'This puzzle has {count} cells; a puzzle needs 81.',
  'error.character': "Unexpected character '{char}' at line {line}, column {column}.",
  'error.repeated': 'The given {digit} repeats in {unit} ({cells}).',
  'error.noSolution': 'This puzzle has no solution.',
  'error.multipleSolutions': 'This puzzle has more than one solution.',

  'cell.notes': '{label}, notes {digits}',
  'cell.hint.area': '{label}, hint: look here',
  'cell.hint.pattern': '{label}, hint: key cell',
  'cell.hint.place': '{label}, hint: {digit} goes here',
  'cell.hint.remove': '{label}, hint: remove {digits}',
  'cell.hint.notes': '{label}, hint: check these notes',

  'control.undo': 'Undo',
  'control.redo': 'Redo',
  'control.rewind': 'Rewind to last correct',
  'control.rewind.short': 'Rewind',
  'control.notes': 'Notes',
  'control.notes.on': 'On',
  'control.notes.off': 'Off',
  'control.fillNotes': 'Fill notes',
  'control.pause': 'Pause',
  'control.resume': 'Resume',
  'control.statistics': 'Statistics',
  'control.settings': 'Settings',
  'control.close': 'Close',
  'control.done': 'Done',
  'tools.label': 'Tools',
  'control.solutionSteps': 'Solution steps',

  'stepsConfirm.title': 'See the solution steps?',
  'stepsConfirm.body': 'This shows how to solve the whole puzzle, step by step.',
  'stepsConfirm.show': 'Show steps',
  'stepsConfirm.cancel': 'Cancel',
  'steps.title': 'Solution steps',
  'steps.counter': 'Step {n} of {count}',
  'steps.previous': 'Previous',
  'steps.next': 'Next',
  'steps.board': 'Board before step {n}',
  'steps.board.end': 'Board after the last step',
  'steps.row': 'Row {n}',
  'steps.column': 'Column {n}',
  'steps.cell.empty': 'empty',
  'steps.cell.candidates': 'candidates {digits}',
  'steps.cell.pattern': 'key cell',
  'steps.cell.place': '{digit} goes here',
  'steps.cell.remove': 'remove {digits}',
  'steps.solved.title': 'Solved',
  'steps.solved.one': 'Every cell is filled, in 1 step from the givens.',
  'steps.solved.other': 'Every cell is filled, in {count} steps from the givens.',
  'steps.stuck.title': 'No further step',
  'steps.stuck.none':
    'No technique in this game applies to this puzzle. It needs harder techniques or trial and error.',
  'steps.stuck.one':
    'After 1 step, no technique in this game goes further. The rest needs harder techniques or trial and error.',
  'steps.stuck.other':
    'After {count} steps, no technique in this game goes further. The rest needs harder techniques or trial and error.',

  'timer.label': 'Time played',
  'paused.title': 'Paused',
  'paused.body': 'The board is hidden and the clock is stopped.',

  'mistake.immediate': 'Wrong digit in row {row}, column {col}.',
  'rewind.done': 'Went back to before move {number}: {move}.',
  'rewind.nothing': 'Every digit is correct; nothing to rewind.',
  'rewind.start': 'Went back to the start of the game.',
  'move.place': '{digit} in row {row}, column {col}',
  'move.hint': 'hint {digit} in row {row}, column {col}',
  'move.note': 'note {digit} in row {row}, column {col}',
  'move.erase': 'erasing row {row}, column {col}',
  'move.fillNotes': 'filling notes',
  'move.restore': 'a rewind',
  'move.eliminate': 'removing notes',

  'won.title': 'Solved!',
  'won.body': 'Well done, every digit is right.',
  'won.time': 'Time',
  'won.difficulty': 'Difficulty',
  'won.hints': 'Hints used',
  'won.mistakes': 'Mistakes',
  'won.best': 'New best time!',

  'stats.title': 'Statistics',
  'stats.caption': 'Your games at each difficulty',
  'stats.played': 'Games played',
  'stats.won': 'Games won',
  'stats.winRate': 'Win rate',
  'stats.bestTime': 'Best time',
  'stats.averageTime': 'Average time',
  'stats.currentStreak': 'Current streak',
  'stats.bestStreak': 'Best streak',
  'stats.percent': '{value}%',
  'stats.none': 'none',

  'settings.title': 'Settings',
  'settings.mistakes': 'Mistakes',
  'settings.mistakes.onCheck': 'Show on check',
  'settings.mistakes.onCheck.help': 'Wrong digits are marked when you press Check.',
  'settings.mistakes.immediate': 'Show immediately',
  'settings.mistakes.immediate.help':
    'A wrong digit is marked, and counted, as soon as you enter it.',
  'settings.autoCleanup': 'Automatic note cleanup',
  'settings.autoCleanup.help':
    'Placing a digit removes it from the notes in its row, column and box.',
  'settings.highlight': 'Highlight same digits',
  'settings.showTimer': 'Show timer',

  'save.dropped.all': "Your saved data couldn't be read, so everything starts fresh.",
  'save.dropped.game': "Your saved game couldn't be read, so a new game was started.",
  'save.dropped.history':
    "Your undo history couldn't be read. The game goes on from where you were.",
  'save.dropped.settings': "Some saved settings couldn't be read and are back to their defaults.",
  'save.dropped.stats': "Some saved statistics couldn't be read and were reset.",
  'save.unavailable':
    "This browser isn't letting the game save, so progress will be lost when the page closes. You can keep playing.",
  'save.full': "Storage is full, so your latest progress isn't being saved. You can keep playing.",
  'save.synced': 'Your latest progress from another tab was loaded.',
  'engine.fallback':
    'The background helper could not start, so puzzles and hints are worked out on this page. It may pause briefly.',
  'engine.failed':
    "That couldn't be worked out just now. Your game is unchanged; please try again.",
  'status.thinking': 'Working it out…',
} as const;

export type MessageKey = keyof typeof en;
export type Params = Readonly<Record<string, string | number>>;
export type Locale = 'en';

const dictionaries: Record<Locale, Record<MessageKey, string>> = { en };
const pluralRules: Record<Locale, Intl.PluralRules> = { en: new Intl.PluralRules('en') };

/** Fill `{name}` placeholders; an unknown placeholder is left as written. */
function interpolate(template: string, params: Params | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The text for `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function t(key: MessageKey, params?: Params, locale: Locale = 'en'): string {
  return interpolate(dictionaries[locale][key], params);
}

/** Keys that have plural variants, without the variant suffix. */
type PluralBase<K extends string = MessageKey> = K extends `${infer B}.other` ? B : never;
export type PluralKey = PluralBase;

/**
 * A counted message: picks `${base}.${category}` for `count` (falling back to
 * `.other`) and passes `count` as a parameter too.
 */
export function tn(base: PluralKey, count: number, params?: Params, locale: Locale = 'en'): string {
  const category = pluralRules[locale].select(count);
  const dict = dictionaries[locale];
  const key = (
    `${base}.${category}` in dict ? `${base}.${category}` : `${base}.other`
  ) as MessageKey;
  return t(key, { ...params, count }, locale);
}
