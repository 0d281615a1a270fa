/**
 * English: technique names and the wording of logical steps (hints and the
 * solution steps), loaded with the first hint. Placeholders: {digit},
 * {digits}, {cell}, {cells}, {unit}, {units}, {line}, {box}, {name}.
 */
export default {
  'technique.full-house': 'full house',
  'technique.naked-single': 'naked single',
  'technique.hidden-single': 'hidden single',
  'technique.pointing': 'pointing pair',
  'technique.claiming': 'box/line reduction',
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

  'step.area': 'Look at {unit}: a {name}.',
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
    'In {unit}, the cells {cells} can only hold {digits} between them, so no other cell of {unit} can hold those digits.',
  'step.why.hidden-subset':
    'In {unit}, {digits} fit only in {cells}, so those cells can hold nothing else.',
  'step.why.fish':
    'In {units}, {digit} fits only in {cells}, which line up; whichever way they are filled, {digit} is used up in the lines that cross them.',
  'step.why.wing':
    'The cells {cells} form a {name} on {digits}: whichever digit goes where, one of its ends is {digit}, so a cell that sees both ends cannot be {digit}.',
  'step.why.single-digit':
    '{digit} forms a {name} through {cells}: one of its two ends must be {digit}, so a cell that sees both ends cannot be {digit}.',
  'step.why.colour-wrap':
    'Colour the chain of {digit} through {cells} in two colours: one colour would put {digit} twice in a unit, so that colour is false.',
  'step.why.colour-trap':
    'Colour the chain of {digit} through {cells} in two colours: one colour must be true, so a cell that sees both colours cannot be {digit}.',
  'step.why.unique-rectangle':
    'The cells {cells} would form a pattern of {digits} with two solutions; the puzzle has only one, so the extra digits decide it.',
  'step.place': 'So {cell} is {digit}.',
  'step.remove': 'So {digits} can be removed from {cells}.',
} as const;
