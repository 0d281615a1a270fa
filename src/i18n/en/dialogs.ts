/**
 * English: the messages of the dialogs (new game and link confirmations, the
 * win, statistics and settings dialogs, the solution steps viewer) and of
 * the notices over the game (saving problems, rejected links), loaded with
 * them.
 */
export default {
  'confirm.title': 'Start a new game?',
  'confirm.body':
    'Start this puzzle again from its givens, or play a new {level} puzzle. Either way your digits and notes on the board are cleared.',
  'confirm.keep': 'Keep playing',
  'confirm.restart': 'Restart this puzzle',
  'confirm.start': 'New game',
  'confirmLink.title': 'Open the shared puzzle?',
  'confirmLink.body': 'Your game in progress will be replaced by the puzzle from the link.',
  'confirmLink.open': 'Open puzzle',

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
  'settings.language': 'Language',
  'settings.theme': 'Theme',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
  'language.en': 'English',
  'language.zh-CN': '简体中文',

  'link.title': "This puzzle link can't be played.",
  'link.kept': 'You can keep playing the game below.',
  'error.cellCount.one': 'This puzzle has 1 cell; a puzzle needs 81.',
  'error.cellCount.other': 'This puzzle has {count} cells; a puzzle needs 81.',
  'error.character': "Unexpected character '{char}' at line {line}, column {column}.",
  'error.repeated': 'The given {digit} repeats in {unit} ({cells}).',
  'error.noSolution': 'This puzzle has no solution.',
  'error.multipleSolutions': 'This puzzle has more than one solution.',
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
  'update.ready': 'A new version is ready.',
  'update.apply': 'Update',
} as const;
