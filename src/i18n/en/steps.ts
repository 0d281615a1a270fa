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
  'technique.unique-rectangle-2': 'unique rectangle type 2',
  'technique.unique-rectangle-3': 'unique rectangle type 3',
  'technique.unique-rectangle-4': 'unique rectangle type 4',
  'technique.bug-plus-one': 'BUG+1',
  'technique.finned-x-wing': 'finned X-Wing',
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

  'units.rows': 'rows {numbers}',
  'units.columns': 'columns {numbers}',
  'units.boxes': 'boxes {numbers}',
  'cells.inRow': 'row {row}, columns {cols}',
  'cells.inColumn': 'rows {rows}, column {col}',
  'numbers.separator': '',

  'step.area': 'Look at {unit}: {name}.',
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
    'In {base}, {digit} fits only in {cover}. Each of those lines takes one {digit} where it crosses them, so {digit} can go nowhere else in {cover}.',
  'step.why.finned-fish':
    "In {base}, {digit} fits only in {cover}, apart from the fin at {fins}. If the fin is not {digit}, {digit} is confined to {cover} as in a plain fish; if it is, it rules {digit} out of its own box. Either way, the cells of {cover} in the fin's box cannot be {digit}.",
  'step.why.xy-wing':
    'The pivot {pivot} holds {pivotDigits}, and each of the pincers {ends} holds one of them with {digit}. Whichever digit the pivot takes, one pincer becomes {digit}, so a cell that sees both pincers cannot be {digit}.',
  'step.why.xyz-wing':
    'The pivot {pivot} holds {pivotDigits}, and the pincers {ends} each hold {digit} and one other of them. Whatever the pivot takes, {digit} lands in the pivot or a pincer, so a cell that sees all three cannot be {digit}.',
  'step.why.w-wing':
    'The ends {ends} both hold only {digits}. In {unit}, {other} fits only in {link}, and each of those sees one end, so the ends cannot both be {other}: one of them is {digit}. A cell that sees both ends cannot be {digit}.',
  'step.why.single-digit':
    'In {lines}, {digit} has only two places each, joined at {link}. One of the ends {ends} must be {digit}, so a cell that sees both ends cannot be {digit}.',
  'step.why.colour-wrap':
    'Colour the chain of {digit} through {cells} in two colours: one colour would put {digit} twice in a unit, so that colour is false.',
  'step.why.colour-trap':
    'Colour the chain of {digit} through {cells} in two colours: one colour must be true, so a cell that sees both colours cannot be {digit}.',
  'step.why.unique-rectangle':
    'The cells {cells} would form a pattern of {digits} with two solutions; the puzzle has only one, so the extra candidates decide it.',
  'step.why.bug':
    'Every unsolved cell but {cell} has exactly two candidates. If {cell} were not {digit}, every digit would have two places in each unit and the puzzle two solutions.',
  'step.place': 'So {cell} is {digit}.',
  'step.remove': 'So {digits} can be removed from {cells}.',

  'chain.on': '{cell} is {digit}',
  'chain.off': '{cell} is not {digit}',
  'chain.group.on': '{digit} is in {cells}',
  'chain.group.off': '{digit} is not in {cells}',
  'chain.start': 'If {node}',
  'chain.next': 'then {node} ({reason})',
  'chain.join': ', ',
  'chain.end': '.',
  'chain.reason.cell-strong': 'the only other candidate of that cell',
  'chain.reason.unit-strong': 'the only other place for {digit} in {unit}',
  'chain.reason.cell-weak': 'a cell holds one digit',
  'chain.reason.unit-weak': 'both in {unit}',
  'chain.reason.cell': 'the last candidate left in its cell',
  'chain.reason.unit': 'the last place for {digit} in {unit}',
  'chain.reason.unit-any': 'the last place for {digit} in its unit',
  'chain.reason.nested': 'assuming otherwise breaks the rules',
  'chain.reason.outer': 'known already',
  'chain.ends': 'So {first} or {last}: one end of the chain is true.',
  'chain.loop': 'The chain closes into a loop, so each of its weak links is a strong one too.',
  'forcing.cell': 'Whatever {cell} holds ({digits}), every choice leads to the same result.',
  'forcing.unit':
    'Wherever {digit} goes in {unit} ({cells}), every choice leads to the same result.',
  'forcing.digit': 'Whether {cell} is {digit} or not, both lead to the same result.',
  'forcing.contradiction': 'Assuming {node} breaks the rules, so it is false.',
  'forcing.clash.cell': 'so {cell} is left with no candidate',
  'forcing.clash.unit': 'so {digit} has no place left in {unit}',
  'forcing.branch': 'Branch {n} of {count}: {walk}',
  'forcing.branchButton': 'Branch {n}',
  'forcing.branches': 'Branches of the chain',
} as const;
