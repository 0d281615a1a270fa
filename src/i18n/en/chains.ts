/**
 * English: the nouns of step wording (groups of cells, sets of units, what a
 * chain's node states) and the walk of a chain, link by link. Part of the
 * 'steps' messages (spread into steps.ts). Placeholders: {cell}, {cells},
 * {digit}, {digits}, {unit}, {n}, {row}, {rows}, {col}, {cols}, {fact},
 * {from}, {to}, {why}, {start}, {end}, {clash}, {premise}, {conclusion}.
 */
export default {
  'list.comma': ', ',
  'list.whether.two': '{first} or {last}',
  'list.whether': '{items}, or {last}',
  'cells.row': 'row {row}, columns {cols}',
  'cells.column': 'column {col}, rows {rows}',
  'cells.columns': 'columns {cols}',
  'cells.rows': 'rows {rows}',
  'units.rows': 'rows {n}',
  'units.columns': 'columns {n}',
  'units.boxes': 'boxes {n}',
  'units.regions': 'regions {n}',

  'fact.is': '{cell} is {digit}',
  'fact.not': '{cell} is not {digit}',
  'fact.in': '{digit} is in {cells}',
  'fact.out': '{digit} is in none of {cells}',
  'fact.cannot': '{cell} cannot be {digit}',

  'walk.if': 'If {from}, then {to} ({why}).',
  'walk.so': 'So {to} ({why}).',
  'walk.then': 'Then {to} ({why}).',
  'walk.suppose': 'Suppose {fact}.',
  'walk.page': 'Step {n} of {count}',
  'walk.back': 'Back',
  'walk.next': 'Next',
  'walk.either': 'At least one end of the chain is true: {start}, or {end}.',
  'walk.loop':
    'The last link leads back to the start: the chain is a loop, so each of its weak links holds both ways.',
  'walk.loop-strong':
    'The chain has led from the start being false to the start being true, so it must be true.',

  'why.only-place': 'the only other place for {digit} in {unit}',
  'why.only-place-cells': 'the only other place for {digit}',
  'why.only-candidate': 'the only other candidate of the cell',
  'why.one-digit': 'a cell holds one digit',
  'why.same-unit': 'it shares {unit} with {cells}',
  'why.sees': 'it sees {cells}',
  'why.set': 'without {digit}, the set {cells} has just as many digits as cells',
  'why.last-candidate': 'the last candidate left in the cell',
  'why.last-place': 'the last place left for {digit} in {unit}',
  'why.nested': 'if {fact}, then {clash}',

  'clash.cell': '{cell} has no candidate left',
  'clash.unit': '{digit} has no place left in {unit}',

  'forcing.cell': 'Whatever {cell} holds — {digits} — {conclusion}.',
  'forcing.unit': 'Wherever {digit} goes in {unit} — {cells} — {conclusion}.',
  'forcing.digit': 'Whether {cell} is {digit} or not, {conclusion}.',
  'forcing.contradiction': 'If {premise}, then in the end {clash}, which cannot be.',
  'branch.if': 'If {fact}',
  'branch.why': 'Why {fact}',
  'branch.group': 'Follow one case',
} as const;
