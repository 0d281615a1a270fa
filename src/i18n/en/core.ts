/**
 * English: the messages of the first load (the board, the controls, the
 * status line, hints in short, errors and saving notices). Every language
 * has the same keys (the typecheck says so); placeholders are `{name}`; a
 * key with plural forms has variants named by Intl.PluralRules categories.
 */
export default {
  'app.title': 'Sudoku',
  'app.description': 'Sudoku: every puzzle has one solution, hints that teach, works offline.',
  'app.subtitle.level': '{level} puzzle',
  'app.subtitle.link': 'Shared puzzle',
  'app.subtitle.entry': 'Your puzzle',

  'level.easy': 'Easy',
  'level.medium': 'Medium',
  'level.hard': 'Hard',
  'level.expert': 'Expert',
  'level.master': 'Master',

  'board.label': 'Sudoku board',
  'cell.position': 'Row {row}, column {col}',
  'cell.given': '{position}, given {digit}',
  'cell.entry': '{position}, {digit}',
  'cell.uncertain': '{label}, uncertain',
  'cell.empty': '{position}, empty',
  'cell.hint': '{label}, hint',

  'controls.label': 'Game controls',
  'control.difficulty': 'Difficulty',
  'control.newGame': 'New game',
  'control.enterPuzzle': 'Enter a puzzle',
  'control.enterPuzzle.short': 'Enter',
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

  'unit.row': 'row {n}',
  'unit.column': 'column {n}',
  'unit.box': 'box {n}',
  'cell.place': 'row {row}, column {col}',

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
  'control.solutionSteps.short': 'Steps',
  'control.statistics.short': 'Stats',
  'control.settings.short': 'Settings',
  'control.daily': 'Daily puzzle',
  'control.daily.short': 'Daily',
  'control.share': 'Share',
  'control.print': 'Print',

  'timer.label': 'Time played',
  'paused.title': 'Paused',
  'paused.body': 'The board is hidden and the clock is stopped.',

  'status.thinking': 'Working it out…',

  'lazy.failed': "This part of the game couldn't be loaded. Check the connection and try again.",
  'lazy.retry': 'Try again',
} as const;
