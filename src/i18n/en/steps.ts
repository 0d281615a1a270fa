import chains from './chains';

/**
 * English: technique names and the wording of logical steps (hints and the
 * solution steps), loaded with the first hint; the walk of a chain is in
 * chains.ts. Each template is a whole sentence or more (the code gives each
 * a capital letter). Placeholders: {digit}, {digits}, {cell}, {cells},
 * {unit}, {line}, {box}, {name}, and per technique the roles it names
 * ({bases}, {covers}, {fins}, {pivot}, {pincerX}, ...).
 */
export default {
  ...chains,
  'technique.full-house': 'full house',
  'technique.naked-single': 'naked single',
  'technique.hidden-single': 'hidden single',
  'technique.cage-combination': 'cage combination',
  'technique.pointing': 'pointing pair',
  'technique.claiming': 'box/line reduction',
  'technique.cage-unit-overlap': 'cage and unit overlap',
  'technique.rule-of-45': 'rule of 45',
  'technique.naked-pair': 'naked pair',
  'technique.hidden-pair': 'hidden pair',
  'technique.naked-triple': 'naked triple',
  'technique.hidden-triple': 'hidden triple',
  'technique.x-wing': 'X-Wing',
  'technique.xy-wing': 'XY-Wing',
  'technique.naked-quad': 'naked quad',
  'technique.hidden-quad': 'hidden quad',
  'technique.skyscraper': 'Skyscraper',
  'technique.two-string-kite': '2-String Kite',
  'technique.swordfish': 'Swordfish',
  'technique.xyz-wing': 'XYZ-Wing',
  'technique.w-wing': 'W-Wing',
  'technique.colour-wrap': 'colour wrap',
  'technique.colour-trap': 'colour trap',
  'technique.unique-rectangle': 'unique rectangle',
  'technique.jellyfish': 'Jellyfish',
  'technique.unique-rectangle-2': 'unique rectangle type 2',
  'technique.unique-rectangle-4': 'unique rectangle type 4',
  'technique.bug-plus-one': 'BUG+1',
  'technique.finned-x-wing': 'finned X-Wing',
  'technique.unique-rectangle-3': 'unique rectangle type 3',
  'technique.finned-swordfish': 'finned Swordfish',
  'technique.x-chain': 'X-Chain',
  'technique.xy-chain': 'XY-Chain',
  'technique.aic': 'alternating inference chain',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY-Wing',
  'technique.contradiction-chain': 'contradiction chain',
  'technique.digit-forcing-chain': 'digit forcing chain',
  'technique.cell-forcing-chain': 'cell forcing chain',
  'technique.unit-forcing-chain': 'unit forcing chain',
  'technique.dynamic-forcing-chain': 'dynamic forcing chain',
  'technique.nested-forcing-chain': 'nested forcing chain',

  'step.area': 'Look at {unit} ({name}).',
  'step.why.full-house': '{unit} has one empty cell left, so {cell} must be {digit}.',
  'step.why.naked-single':
    'Every digit but {digit} already appears in the row, column or box of {cell}.',
  'step.why.naked-single.ruled-out':
    'Every digit but {digit} is already in the row, column or box of {cell}, or has been ruled out there.',
  'step.why.hidden-single': 'In {unit}, {digit} fits in only one cell: {cell}.',
  'step.why.pointing':
    'In {box}, {digit} can only go in {line}, so {digit} cannot go anywhere else in {line}.',
  'step.why.claiming':
    'In {line}, {digit} can only go in {box}, so {digit} cannot go anywhere else in {box}.',
  'step.why.naked-subset':
    'In {unit}, {cells} can only hold {digits} between them, so no other cell of {unit} can hold those digits.',
  'step.why.hidden-subset':
    'In {unit}, {digits} fit only in {cells}, so those cells can hold nothing else.',
  'step.why.fish':
    'In {bases}, {digit} fits only in {covers}. Each of {bases} needs a {digit}, so {covers} get theirs there: {digit} can go nowhere else in {covers}.',
  'step.why.finned-fish.one':
    'In {bases}, {digit} fits only in {covers}, apart from the fin {fins}. If the fin is not {digit}, {digit} can go nowhere else in {covers}; if it is, {digit} is in {box}. Either way, a cell of {covers} in {box} outside {bases} cannot be {digit}.',
  'step.why.finned-fish.other':
    'In {bases}, {digit} fits only in {covers}, apart from the fins {fins}. If no fin is {digit}, {digit} can go nowhere else in {covers}; if one is, {digit} is in {box}. Either way, a cell of {covers} in {box} outside {bases} cannot be {digit}.',
  'step.why.xy-wing':
    'The pivot {pivot} holds only {x} or {y}. If it is {x}, the pincer {pincerX} (only {pairX}) is {z}; if it is {y}, the pincer {pincerY} (only {pairY}) is {z}. Either way one pincer is {z}, so a cell that sees both pincers cannot be {z}.',
  'step.why.xyz-wing':
    'The pivot {pivot} holds only {digits}, and each of the pincers {pincers} holds {z} and one other of them. Whatever the pivot is, one of the three cells is {z}, so a cell that sees all three cannot be {z}.',
  'step.why.w-wing':
    'The ends {end1} and {end2} both hold only {x} and {y}. In {unit}, {x} fits only in {places}, so one of them is {x}. If {link1} is {x}, {end1}, which sees it, is {y}; if {link2} is {x}, {end2} is {y}. Either way one end is {y}, so a cell that sees both ends cannot be {y}.',
  'step.why.single-digit':
    '{digit} has only two places in {line1} and only two in {line2}. The ends {near1} and {near2} share {cross}, so at most one of them is {digit}, and one of the far ends, {far1} or {far2}, must be. A cell that sees both far ends cannot be {digit}.',
  'step.why.colour-wrap':
    'Colour the chain of {digit} through {cells} in two colours: one colour would put {digit} twice in a unit, so that colour is false.',
  'step.why.colour-trap':
    'Colour the chain of {digit} through {cells} in two colours: one colour must be true, so a cell that sees both colours cannot be {digit}.',
  'step.why.unique-rectangle':
    '{floor} hold only {a} and {b}. If {cell} held only them too, {a} and {b} could swap places in the rectangle, giving a second solution; the puzzle has only one.',
  'step.why.unique-rectangle-2':
    '{floor} hold only {a} and {b}; {roof} hold them too, plus {extra}. If neither were {extra}, {a} and {b} could swap places in the rectangle, giving a second solution; the puzzle has only one. So one of them is {extra}, and a cell that sees both cannot be {extra}.',
  'step.why.unique-rectangle-3':
    '{floor} hold only {a} and {b}. If {roof} held only them too, {a} and {b} could swap places in the rectangle, giving a second solution; so one of them holds a digit other than {a} and {b}. Taken as one cell holding only those other digits, they form a naked subset with {cells} in {unit}: its digits can go nowhere else in {unit}.',
  'step.why.unique-rectangle-4':
    '{floor} hold only {a} and {b}. In {unit}, {a} fits only in {places}, so one of them is {a}. If the other were {b}, {a} and {b} could swap places in the rectangle, giving a second solution; the puzzle has only one.',
  'step.why.bug-plus-one':
    'Every empty cell but {cell} has exactly two candidates. If {cell} were not {digit}, every digit would have exactly two places in each row, column and box, and the puzzle could not have a single solution.',
  'step.why.als':
    'An almost locked set is a group of cells in one unit holding one digit more than it has cells.',
  'unit.region': 'region {n}',
  'unit.diagonal': 'the main diagonal',
  'unit.anti-diagonal': 'the anti-diagonal',
  'cage.name': 'the {sum} cage at {cell}',
  'step.why.cage-combination.whole':
    'The cells of {cage} take different digits adding up to {sum}.',
  'step.why.cage-combination.rest':
    'The empty cells of {cage}, {cells}, take different digits adding up to {sum}, what its placed digits leave.',
  'step.why.cage-combination.sets':
    'The only digit sets that make {sum} and fit their candidates are {combos}.',
  'step.why.cage-combination.set':
    'The only digit set that makes {sum} and fits their candidates is {combos}.',
  'step.why.rule-of-45.total.one': '{units} holds the digits 1 to {n} once: {total} in all.',
  'step.why.rule-of-45.total.other': '{units} each hold the digits 1 to {n} once: {total} in all.',
  'step.why.rule-of-45.in':
    'The cages wholly inside add up to {inside}, so the other cells, those of cages that reach outside, add up to {rest}.',
  'step.why.rule-of-45.in.none':
    'No cage lies wholly inside, so the cells of the cages that reach outside add up to {rest}.',
  'step.why.rule-of-45.out':
    'The cages wholly inside add up to {inside}, so the cells of the cages that reach in add up to {rest} inside. Those cages add up to {reaching}, so their cells outside add up to {outside}.',
  'step.why.rule-of-45.known': '{known} of that is already placed, so {cells} add up to {sum}.',
  'step.why.rule-of-45.cells': 'That is {cells}: they add up to {sum}.',
  'step.why.rule-of-45.cell': 'That is {cells} alone, so it is {sum}.',
  'step.why.rule-of-45.combos': 'With different digits, the only sets that fit are {combos}.',
  'step.why.cage-unit-overlap.in':
    'Every digit set that makes the sum of {cage} holds {digit}, so the cage has a {digit}, and it can only be in {cells}. A cell that sees all of them cannot be {digit}.',
  'step.why.cage-unit-overlap.out':
    'In {unit}, {digit} fits only in {cells}, all in {cage}, so the cage holds {digit}. Of the digit sets that make its sum, only {combos} hold {digit} and fit the candidates.',
  'step.place': 'So {cell} is {digit}.',
  'step.remove': 'So {digits} can be removed from {cells}.',

  // The status line's words for hints, checks, wins, rewinds and mistakes (announce.ts).
  'hint.wrong': 'The {digit} in row {row}, column {col} is wrong.',
  'hint.reveal': 'Row {row}, column {col} is {digit}.',
  'hint.solved': 'The puzzle is already solved.',
  'hint.notes': 'Your notes in row {row}, column {col} leave out a digit that belongs there.',
  'hint.stuck': 'No technique in this game applies here. Press Hint again to reveal one cell.',
  'check.solved': 'Solved!',
  'check.wrong.one': '1 digit is wrong. It is marked on the board.',
  'check.wrong.other': '{count} digits are wrong. They are marked on the board.',
  'check.ok.one': 'No mistakes so far, 1 cell to go.',
  'check.ok.other': 'No mistakes so far, {count} cells to go.',
  'win.message': 'Well done! Solved in {time}.',
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
  'move.corner': 'corner mark {digit} in row {row}, column {col}',
  'move.colour': 'colouring row {row}, column {col}',
  'move.batch': 'a change to {count} cells',
  'engine.failed':
    "That couldn't be worked out just now. Your game is unchanged; please try again.",
  'engine.failedFresh': "That couldn't be done just now. Please try again.",

  // The hint card (shown once a hint has been asked for).
  'hint.title': 'Hint',
  'hint.close': 'Close hint',
  'hint.showMe': 'Show me',
  'hint.apply': 'Apply',
  'hint.applyRemoval': 'Apply',
  'hint.nextHint': 'Next hint',
  'hint.revealThis': 'Reveal this cell',
  'hint.pickEmpty': 'Select an empty cell, then press Reveal this cell.',
  'control.revealCell': 'Reveal a cell',
  'status.preparingKind': 'Making a new {kind}…',
  'control.playAgain': 'Play again',
  'status.thinking': 'Working it out…',
  'cell.hint.area': '{label}, hint: look here',
  'cell.hint.pattern': '{label}, hint: key cell',
  'cell.hint.notes': '{label}, hint: check these notes',
  'cell.hint.place': '{label}, hint: {digit} goes here',
  'cell.hint.remove': '{label}, hint: remove {digits}',
  'kind.title.classic': 'Sudoku',
  'kind.title.killer': 'Killer Sudoku',
  'kind.title.jigsaw': 'Jigsaw Sudoku',
  'kind.title.x': 'Sudoku X',
  'kind.title.6x6': '6×6 Sudoku',
} as const;
