/**
 * English: the messages of the first load (the board, the controls, the
 * status line, hints in short, errors and saving notices). Every language
 * has the same keys (the typecheck says so); placeholders are `{name}`; a
 * key with plural forms has variants named by Intl.PluralRules categories.
 */
export default {
  'app.title': 'Sudoku',
  'app.subtitle.level': '{level} puzzle',
  'app.subtitle.link': 'Shared puzzle',
  'app.subtitle.entry': 'Your puzzle',

  'level.easy': 'Easy',
  'level.medium': 'Medium',
  'level.hard': 'Hard',
  'level.expert': 'Expert',
  'level.master': 'Master',

  'board.label': 'Sudoku board',
  'board.picked.one': '{count} cell selected',
  'board.picked.other': '{count} cells selected',
  'cell.position': 'Row {row}, column {col}',
  'cell.given': '{position}, given {digit}',
  'cell.entry': '{position}, {digit}',
  'cell.uncertain': '{label}, uncertain',
  'cell.empty': '{position}, empty',
  'cell.hint': '{label}, hint',

  'control.newGame': 'New game',
  'control.enterPuzzle': 'Enter a puzzle',
  'control.enterPuzzle.short': 'Enter',
  'control.hint': 'Hint',
  'control.check': 'Check',
  'control.erase': 'Erase',

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
  'cell.corners': '{label}, corner {digits}',
  'cell.colour': '{label}, {colour}',
  'colour.1': 'Blue',
  'colour.2': 'Orange',
  'colour.3': 'Yellow',
  'colour.4': 'Pink',
  'colour.5': 'Cyan',
  'colour.6': 'Green',
  'colour.7': 'Lime',
  'colour.8': 'Olive',
  'colour.9': 'Grey',

  'control.undo': 'Undo',
  'control.redo': 'Redo',
  'control.rewind': 'Rewind to last correct',
  'control.rewind.short': 'Rewind',
  'control.notes': 'Notes',
  'control.notes.on': 'On',
  'control.notes.off': 'Off',
  'control.fillNotes': 'Fill notes',
  'control.fillNotes.short': 'Fill',
  'control.corner': 'Corner',
  'control.colours': 'Colours',
  'pad.colours': 'Colours',
  'control.pause': 'Pause',
  'control.resume': 'Resume',
  'control.statistics': 'Statistics',
  'control.settings': 'Settings',
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

  'lazy.failed': "This part of the game couldn't be loaded. Check the connection and try again.",
  'lazy.retry': 'Try again',

  'kind.classic': 'Classic',
  'kind.killer': 'Killer',
  'kind.jigsaw': 'Jigsaw',
  'kind.x': 'Sudoku X',
  'kind.6x6': '6×6',
  'app.subtitle.kindLevel': '{kind} · {level}',
} as const;
