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

  'unit.row': 'row {n}',
  'unit.column': 'column {n}',
  'unit.box': 'box {n}',
  'cell.place': 'row {row}, column {col}',

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
  'move.restart': 'restarting the puzzle',
  'restart.done': 'The puzzle is back at its start. Undo brings your digits back.',
  'move.eliminate': 'removing notes',

  'engine.failed':
    "That couldn't be worked out just now. Your game is unchanged; please try again.",
  'status.thinking': 'Working it out…',
} as const;
