/**
 * English: the lesson of every technique (part of the 'lessons' messages,
 * spread into lessons.ts). Keys `lesson.<technique>.summary` (one line for
 * the library), `.look` (what to look for), `.why` (why it works) and
 * `.example` (a lead into the worked example). Written for a player, in
 * plain words: a unit is a row, a column or a box; a candidate is a digit
 * still possible in a cell (a pencil mark).
 */
export default {
  'lesson.full-house.summary': 'The last empty cell of a row, column or box.',
  'lesson.full-house.look':
    'A row, a column or a box with eight digits and a single empty cell. It is the first thing to check after every digit you place: the units of that digit may now be one short of full.',
  'lesson.full-house.why':
    'Each unit holds every digit from 1 to 9 exactly once. With eight of them placed, only one digit is missing, and there is only one cell left to put it in.',
  'lesson.full-house.example':
    'One unit on this board has a single gap. Name the digit it lacks and write it in.',

  'lesson.naked-single.summary': 'A cell that only one digit can fill.',
  'lesson.naked-single.look':
    'A cell whose row, column and box already show eight different digits between them. Cells in crowded rows and columns, especially where a crowded row crosses a crowded box, are the best places to start.',
  'lesson.naked-single.why':
    'A cell cannot repeat a digit of its row, its column or its box. When the three together hold eight different digits, the ninth is the only one left for the cell. With notes, it is a cell left with a single candidate.',
  'lesson.naked-single.example':
    'Look at the marked cell and count the digits around it, in its row, its column and its box: only one digit is missing from all of them.',

  'lesson.hidden-single.summary': 'The only place for a digit in a row, column or box.',
  'lesson.hidden-single.look':
    'Pick a digit and a unit that still needs it, and rule out every empty cell there that already sees that digit in its row, column or box. Boxes are the easiest place to start: follow the digit across the rows and columns that cross the box.',
  'lesson.hidden-single.why':
    'Every unit needs each digit once. If all but one of its empty cells are blocked for the digit, the digit has nowhere else to go: the last cell must hold it, even if other digits could fit there too.',
  'lesson.hidden-single.example':
    'The placed copies of one digit block every empty cell of a unit but one. Follow the lines they cast into the unit.',

  'lesson.pointing.summary': 'A digit confined to one line inside a box.',
  'lesson.pointing.look':
    'A box where a digit can only go in cells of one row, or of one column. The candidates point along that line out of the box.',
  'lesson.pointing.why':
    'The box must hold the digit somewhere, and every place it has left lies on that one line. So the line gets its copy inside this box, and the digit cannot appear on the rest of the line, in the other two boxes.',
  'lesson.pointing.example':
    'In one box a digit is squeezed onto a single line. Follow that line out of the box and remove the digit from its other cells.',

  'lesson.claiming.summary': 'A digit confined to one box inside a line.',
  'lesson.claiming.look':
    'A row or a column where a digit can only go in the three cells it shares with one box. It is the pointing pattern turned around: the line claims the digit for that box.',
  'lesson.claiming.why':
    'The line must hold the digit, and all its places are inside the one box. So the box gets its copy on this line, and the digit cannot go in the box’s other six cells.',
  'lesson.claiming.example':
    'One line keeps all its places for a digit inside a single box. The rest of that box loses the digit.',

  'lesson.naked-pair.summary': 'Two cells of a unit with the same two candidates.',
  'lesson.naked-pair.look':
    'Two cells in one row, column or box whose candidates are the same two digits, and nothing else.',
  'lesson.naked-pair.why':
    'The two cells must take those two digits, one each, in one order or the other. Either way both digits are used up inside the pair, so no other cell of the unit can hold either of them. When the pair also shares a box, it clears that box too.',
  'lesson.naked-pair.example':
    'Find the two cells with matching pairs of candidates, then clear their two digits from the rest of the unit.',

  'lesson.hidden-pair.summary': 'Two digits that fit only in the same two cells of a unit.',
  'lesson.hidden-pair.look':
    'Two digits that, in one unit, each have exactly two places, and they are the same two cells. Those cells may show other candidates too: that is why the pair is hidden.',
  'lesson.hidden-pair.why':
    'Each of the two digits must go in one of the two cells, so between them they fill both. No room is left for anything else: every other candidate of the two cells can go.',
  'lesson.hidden-pair.example':
    'Two digits share the same two places in a unit. Keep only those two digits in both cells.',

  'lesson.naked-triple.summary': 'Three cells of a unit holding only three digits between them.',
  'lesson.naked-triple.look':
    'Three cells in one unit whose candidates, taken together, are just three digits. Each cell need not hold all three: {3,7}, {3,9} and {7,9} form a triple too.',
  'lesson.naked-triple.why':
    'Three cells must take three different digits, and only three are on offer, so they take exactly those. The three digits are then used up in the unit and leave every other cell of it.',
  'lesson.naked-triple.example':
    'Three cells of a unit share three digits among them. Clear those digits from the unit’s other cells.',

  'lesson.hidden-triple.summary': 'Three digits that fit only in the same three cells of a unit.',
  'lesson.hidden-triple.look':
    'Three digits whose places in one unit all fall within the same three cells (each digit in two or three of them). The cells usually show other candidates as well.',
  'lesson.hidden-triple.why':
    'The three digits need three cells of the unit and have only these three, so they fill them. Every other candidate of those cells can go.',
  'lesson.hidden-triple.example':
    'Three digits are locked into the same three cells. Strip the other candidates from those cells.',

  'lesson.naked-quad.summary': 'Four cells of a unit holding only four digits between them.',
  'lesson.naked-quad.look':
    'Four cells in one unit whose candidates together are just four digits. It is rare and easy to miss, because each cell may hold only two or three of the four.',
  'lesson.naked-quad.why':
    'Four cells must take four different digits, and only these four are on offer, so the four digits are spent there and leave the rest of the unit.',
  'lesson.naked-quad.example':
    'Four cells of a unit share four digits among them. Clear those digits from the other cells.',

  'lesson.hidden-quad.summary': 'Four digits that fit only in the same four cells of a unit.',
  'lesson.hidden-quad.look':
    'Four digits whose places in one unit fall within the same four cells. It shows up in wide open units, where the other cells form a large naked set.',
  'lesson.hidden-quad.why':
    'The four digits need four cells and have only these four, so they fill them, and every other candidate of those cells can go.',
  'lesson.hidden-quad.example':
    'Four digits are confined to the same four cells of an open unit. Keep only those digits there.',

  'lesson.x-wing.summary': 'A digit on two lines, in the same two places on each.',
  'lesson.x-wing.look':
    'A digit that has exactly two places in one row and exactly two in another row, in the same two columns: four cells at the corners of a rectangle. The two rows are the base lines, the two columns the cover lines; the same works with columns and rows swapped.',
  'lesson.x-wing.why':
    'Each of the two rows needs the digit once, in one of its two corners. Either the top-left and bottom-right corners hold it, or the top-right and bottom-left. Both ways, each of the two columns gets its copy at a corner, so the digit can be removed from every other cell of those columns.',
  'lesson.x-wing.example':
    'A digit has two places in each of two lines, lined up across. Watch it cover the two crossing lines.',

  'lesson.xy-wing.summary': 'A pivot with two candidates and two pincers that share a third.',
  'lesson.xy-wing.look':
    'Three cells with two candidates each: a pivot {X,Y}, a pincer {X,Z} that sees it and another pincer {Y,Z} that sees it too. The two pincers need not see each other.',
  'lesson.xy-wing.why':
    'If the pivot is X, the first pincer loses X and becomes Z. If the pivot is Y, the second pincer becomes Z. One pincer is Z in any case, so a cell that sees both pincers cannot be Z.',
  'lesson.xy-wing.example':
    'Find the pivot and its two pincers, then follow both cases: each ends with Z in a pincer.',

  'lesson.skyscraper.summary': 'Two lines with a digit in two places, one end of each aligned.',
  'lesson.skyscraper.look':
    'A digit with exactly two places in each of two parallel lines, where one place of each line lies in the same crossing line (the base) and the other two do not line up (the tops of the towers).',
  'lesson.skyscraper.why':
    'The two base cells share a line, so at most one of them holds the digit. Then in the other line the digit sits at the top: at least one of the two tops holds it. A cell that sees both tops cannot hold the digit.',
  'lesson.skyscraper.example':
    'Two towers stand on a common base line. Remove the digit from the cells that see both tops.',

  'lesson.two-string-kite.summary':
    'A row and a column with a digit in two places, joined in a box.',
  'lesson.two-string-kite.look':
    'A digit with exactly two places in a row and exactly two in a column, where one place of the row and one of the column lie in the same box (but are different cells).',
  'lesson.two-string-kite.why':
    'The two cells in the box see each other, so at most one of them holds the digit. That puts the digit at the far end of the row or at the far end of the column. A cell that sees both far ends cannot hold it.',
  'lesson.two-string-kite.example':
    'A row string and a column string meet in one box. The cell where their far ends cross loses the digit.',

  'lesson.swordfish.summary': 'An X-Wing on three lines.',
  'lesson.swordfish.look':
    'Three rows in which a digit has its places (two or three in each) within the same three columns. Or the same with rows and columns swapped. Not every corner needs a candidate.',
  'lesson.swordfish.why':
    'The three rows need three copies of the digit, and all their places lie in three columns, one copy per column. So those three columns get their copies inside the pattern, and the digit leaves the rest of them.',
  'lesson.swordfish.example':
    'Three lines keep a digit within the same three crossing lines. Clear it from the rest of those crossing lines.',

  'lesson.xyz-wing.summary': 'An XY-Wing whose pivot holds the shared digit too.',
  'lesson.xyz-wing.look':
    'A pivot with three candidates {X,Y,Z} and two pincers it sees, {X,Z} and {Y,Z}. Only cells that see all three of them can lose anything.',
  'lesson.xyz-wing.why':
    'Whatever the pivot holds, one of the three cells is Z: the pivot itself, or the pincer that is left with Z when the pivot takes its other digit. A cell that sees all three cells cannot be Z.',
  'lesson.xyz-wing.example':
    'Try each digit of the pivot in turn: every time, Z lands in one of the three cells.',

  'lesson.w-wing.summary': 'Two equal pairs joined by a strong link.',
  'lesson.w-wing.look':
    'Two cells with the same two candidates {X,Y} that do not see each other, and a unit where X has exactly two places, one seen by each of the two cells.',
  'lesson.w-wing.why':
    'X is in one of the two linked places. The pair cell that sees it cannot be X, so it is Y. So at least one of the two pair cells is Y, and a cell that sees both cannot be Y.',
  'lesson.w-wing.example':
    'Walk from one pair cell through the link to the other: one end of the wing is always Y.',

  'lesson.colour-wrap.summary': 'Colour a digit’s chain: one colour clashes with itself.',
  'lesson.colour-wrap.look':
    'For one digit, join cells two by two wherever a unit has exactly two places for it, and colour the joined cells in two alternating colours. Look for two cells of the same colour in one unit.',
  'lesson.colour-wrap.why':
    'Along the chain the colours alternate: one colour holds the digit in all its cells, the other in none. A colour with two cells in one unit would put the digit there twice, so it is false: the digit leaves every cell of that colour.',
  'lesson.colour-wrap.example':
    'Colour the chain of the digit. Two cells of one colour meet in a unit, so that colour goes.',

  'lesson.colour-trap.summary': 'Colour a digit’s chain: a cell sees both colours.',
  'lesson.colour-trap.look':
    'Colour a digit’s chain as for a colour wrap, then look outside it: a cell holding the digit that sees a cell of each colour.',
  'lesson.colour-trap.why':
    'One of the two colours holds the digit, so the cell sees the digit placed in a cell of one colour or the other. Either way it cannot hold the digit itself.',
  'lesson.colour-trap.example':
    'Colour the chain, then find the cell caught between the two colours.',

  'lesson.unique-rectangle.summary': 'Avoid the rectangle that would give two solutions.',
  'lesson.unique-rectangle.look':
    'Four cells at the corners of a rectangle in two rows, two columns and two boxes, three of them with only the same two candidates {A,B}, the fourth with {A,B} and more.',
  'lesson.unique-rectangle.why':
    'If the fourth cell were also A or B, the four corners would be A and B in crossing pairs, and swapping them would give a second solution. A good puzzle has exactly one, so the fourth cell is neither A nor B: remove both from it.',
  'lesson.unique-rectangle.example':
    'Three corners are the pair and nothing else. The fourth must break the pattern with one of its other digits.',

  'lesson.jellyfish.summary': 'An X-Wing on four lines.',
  'lesson.jellyfish.look':
    'Four rows in which a digit has its places within the same four columns, or the same with rows and columns swapped. It is the largest fish worth looking for.',
  'lesson.jellyfish.why':
    'The four rows need four copies of the digit, all in four columns, one per column, so those columns get their copies inside the pattern and the digit leaves the rest of them.',
  'lesson.jellyfish.example':
    'Four lines keep a digit within the same four crossing lines. Clear it from the rest of those lines.',

  'lesson.unique-rectangle-2.summary': 'A rectangle whose two roof cells share one extra digit.',
  'lesson.unique-rectangle-2.look':
    'A unique rectangle where two corners (the floor) hold only {A,B}, and the other two (the roof), on one line, hold {A,B} plus the same one extra digit C.',
  'lesson.unique-rectangle-2.why':
    'If neither roof cell were C, the roof would be A and B too, and the rectangle would allow a second solution. So one roof cell is C, and a cell that sees both roof cells cannot be C.',
  'lesson.unique-rectangle-2.example':
    'Both roof cells carry the same extra digit. The cells that see the whole roof lose it.',

  'lesson.unique-rectangle-4.summary': 'A rectangle whose roof must hold one of the pair.',
  'lesson.unique-rectangle-4.look':
    'A unique rectangle whose roof cells share a unit in which one digit of the pair, A, has no place but the two roof cells.',
  'lesson.unique-rectangle-4.why':
    'A must be in one of the roof cells. If the other roof cell were B, the rectangle would be A and B all round, and the puzzle would have two solutions. So neither roof cell can be B.',
  'lesson.unique-rectangle-4.example':
    'One digit of the pair is tied to the roof. The other digit leaves both roof cells.',

  'lesson.bug-plus-one.summary':
    'BUG+1 (bivalue universal grave + 1): every cell has two candidates but one.',
  'lesson.bug-plus-one.look':
    'A board where every empty cell has exactly two candidates, except one cell with three. In that cell, find the candidate that appears three times in its row, in its column and in its box.',
  'lesson.bug-plus-one.why':
    'If that cell lost the extra digit, every digit would have exactly two places in every unit. Such a board always has at least two solutions, never just one. So the extra digit must go in that cell.',
  'lesson.bug-plus-one.example':
    'Only one cell has three candidates. The digit that would otherwise leave the board with two solutions goes there.',

  'lesson.finned-x-wing.summary': 'An X-Wing with a fin: a few extra candidates in one box.',
  'lesson.finned-x-wing.look':
    'An X-Wing that is spoiled by one or two extra candidates of the digit in one base line, all inside one box with a corner of the X-Wing. Those extras are the fin.',
  'lesson.finned-x-wing.why':
    'Either the fin holds the digit, or it does not and the X-Wing is whole. A cell on a cover line of the X-Wing that also sees the fin (it is in the fin’s box) loses the digit in both cases.',
  'lesson.finned-x-wing.example':
    'The X-Wing is almost there, but a fin spoils it. Take the cells that both the fish and the fin rule out.',

  'lesson.unique-rectangle-3.summary': 'A rectangle whose roof joins a naked set.',
  'lesson.unique-rectangle-3.look':
    'A unique rectangle whose roof cells, on one line, carry extra digits besides {A,B}. Treat the roof as a single cell holding just those extras, and look for a naked pair or triple it forms with other cells of a unit it shares.',
  'lesson.unique-rectangle-3.why':
    'To avoid a second solution, one roof cell must take one of its extra digits. So the roof behaves like one cell holding only the extras, and with the other cells it forms a naked set: its digits leave the rest of the unit.',
  'lesson.unique-rectangle-3.example':
    'The roof and a partner cell together lock up their digits. Clear those digits from the rest of the unit.',

  'lesson.finned-swordfish.summary': 'A Swordfish with a fin in one box.',
  'lesson.finned-swordfish.look':
    'A Swordfish spoiled by extra candidates in one base line, all inside one box that also holds a cell of the pattern.',
  'lesson.finned-swordfish.why':
    'Either the fin holds the digit, or the Swordfish is whole. Cells of the fin’s box that lie on a cover line lose the digit in both cases.',
  'lesson.finned-swordfish.example':
    'The Swordfish holds but for a fin. Remove the digit where the fish and the fin agree.',

  'lesson.x-chain.summary': 'A chain of one digit, alternating strong and weak links.',
  'lesson.x-chain.look':
    'For one digit, a path of cells: a strong link (a unit with exactly two places for the digit), then a weak link (two cells that see each other), and so on, starting and ending with a strong link. Skyscrapers and kites are short X-Chains.',
  'lesson.x-chain.why':
    'Assume the first cell is not the digit. The strong link makes the next cell the digit, the weak link rules out the one after, and so on to the end, which then holds the digit. So at least one end of the chain is the digit, and a cell that sees both ends cannot be.',
  'lesson.x-chain.example':
    'Walk the chain link by link from one end. The cells that see both ends lose the digit.',

  'lesson.xy-chain.summary': 'A chain of cells with two candidates each.',
  'lesson.xy-chain.look':
    'A path of cells with two candidates each, every cell seeing the next and sharing a digit with it. It starts with a digit Z in its first cell and ends with Z in its last.',
  'lesson.xy-chain.why':
    'If the first cell is not Z, it is its other digit, which the next cell then cannot be, so it is its other digit, and so on: the last cell is Z. So one end is Z, and a cell that sees both ends cannot be Z. The XY-Wing is the shortest XY-Chain.',
  'lesson.xy-chain.example':
    'Follow the pairs from one end to the other: if the first cell is not Z, the last one is.',

  'lesson.aic.summary': 'A chain of strong and weak links over any digits.',
  'lesson.aic.look':
    'A chain whose nodes are candidates (or groups of cells for one digit), joined alternately by strong links (one of the two is true) and weak links (not both are true), over one digit or several. It starts and ends with a strong link.',
  'lesson.aic.why':
    'If the first node is false, the strong link makes the next true, the weak link makes the next false, and so on, so the last node is true. At least one end holds: anything that clashes with both ends can go. When the ends are two digits in one cell, or the chain closes into a loop, it proves more.',
  'lesson.aic.example':
    'Walk the chain one link at a time. Each strong link turns a false into a true, each weak link a true into a false.',

  'lesson.als-xz.summary': 'Two almost locked sets joined by a shared digit.',
  'lesson.als-xz.look':
    'An almost locked set is a group of N cells in one unit holding N+1 digits. Find two of them that share a digit X whose copies all see each other (the restricted common digit), and another digit Z that both sets hold.',
  'lesson.als-xz.why':
    'X can be in at most one of the two sets. The set without X holds all its other digits, Z among them. So Z is in one set or the other, and a cell that sees every Z of both sets cannot be Z.',
  'lesson.als-xz.example':
    'Find the two sets and the digit that links them. Whichever set loses X, the other digit Z is held in one of them.',

  'lesson.als-xy-wing.summary': 'Three almost locked sets in a wing.',
  'lesson.als-xy-wing.look':
    'A pivot set C, linked by a restricted common digit X to a set A and by another, Y, to a set B. A and B share a further digit Z.',
  'lesson.als-xy-wing.why':
    'C holds X or Y, since it can lack at most one digit. If it holds X, A lacks X and holds Z if Z is one of its digits; if it holds Y, B does. Either way Z is in A or in B, and a cell that sees all the Z of both cannot be Z.',
  'lesson.als-xy-wing.example':
    'Follow the pivot set into each wing: both ways, Z ends up in A or in B.',

  'lesson.contradiction-chain.summary':
    'Assume a candidate; the singles that follow break the rules.',
  'lesson.contradiction-chain.look':
    'A candidate that, assumed true, starts a run of consequences, each following from one before it: a digit placed rules out its peers, the last candidate of a cell with two is placed, the last place of a digit with two in a unit is taken. The run ends with a cell that has no candidate, or a digit with no place left in a unit.',
  'lesson.contradiction-chain.why':
    'Every move in the run follows from the assumption alone. A board that breaks the rules cannot come from a true assumption, so the candidate is false.',
  'lesson.contradiction-chain.example':
    'Place the assumed digit in your head and follow the forced moves until one cell or unit runs out.',

  'lesson.digit-forcing-chain.summary': 'A candidate true or false: both lead to the same thing.',
  'lesson.digit-forcing-chain.look':
    'A candidate whose two cases, true and false, each start a run of consequences (as in a contradiction chain, each following from one before) that reach the same fact: the same digit placed, or the same candidate removed.',
  'lesson.digit-forcing-chain.why':
    'The candidate is either true or false, and there is no third case. What follows from both cases is true.',
  'lesson.digit-forcing-chain.example':
    'Follow the candidate first as true, then as false. Both roads end at the same conclusion.',

  'lesson.cell-forcing-chain.summary': 'Every candidate of a cell leads to the same thing.',
  'lesson.cell-forcing-chain.look':
    'A cell with few candidates, where assuming each of them in turn sets off forced moves that all reach the same fact.',
  'lesson.cell-forcing-chain.why':
    'The cell holds one of its candidates. If every one of them leads to the same fact, that fact is true whichever it is.',
  'lesson.cell-forcing-chain.example':
    'Try each candidate of the cell in turn. Every branch ends at the same conclusion.',

  'lesson.unit-forcing-chain.summary': 'Every place of a digit in a unit leads to the same thing.',
  'lesson.unit-forcing-chain.look':
    'A digit with few places in a row, column or box, where putting it in each place in turn sets off forced moves that all reach the same fact.',
  'lesson.unit-forcing-chain.why':
    'The unit holds the digit in one of its places. If every place leads to the same fact, that fact is true wherever the digit goes.',
  'lesson.unit-forcing-chain.example':
    'Put the digit in each of its places in turn. Every branch ends at the same conclusion.',

  'lesson.dynamic-forcing-chain.summary':
    'A forcing chain that uses everything it has found so far.',
  'lesson.dynamic-forcing-chain.look':
    'The same cases as the other forcing chains, but each fact may rest on several earlier ones at once: a cell runs out of candidates only after several of them have been ruled out along different paths.',
  'lesson.dynamic-forcing-chain.why':
    'Every fact still follows from the assumption alone, however many earlier facts it needs. So the conclusions are as sure as a simple chain’s, only longer to follow.',
  'lesson.dynamic-forcing-chain.example':
    'Follow one case at a time. Some facts need two or more earlier ones: the board marks the links that bring them together.',

  'lesson.nested-forcing-chain.summary': 'A forcing chain with forcing chains inside it.',
  'lesson.nested-forcing-chain.look':
    'The last resort for the hardest puzzles: a contradiction chain in which some steps are proved by a smaller contradiction of their own.',
  'lesson.nested-forcing-chain.why':
    'Inside the main chain, a fact may be shown by assuming its opposite and reaching a clash. Each such inner proof is sound, so the outer chain is too.',
  'lesson.nested-forcing-chain.example':
    'Follow the main chain. Where a step needs an inner proof, the explanation says which assumption breaks the rules.',
} as const;
