import type { CandidateGrid, Chain, ChainNode, Step } from '../../../src/engine/logic';

/*
 * An independent check of chain steps (X-Chain, XY-Chain, AIC, ALS), from
 * the candidate grid and the step's data alone, with its own geometry: every
 * link holds on the grid, on/off alternate as the links say, and every
 * placement or elimination follows from the chain. Imports nothing from
 * the test runner, so tools can use it too.
 */

const cellName = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
const unitName = (u: number) =>
  u < 9 ? `row ${u + 1}` : u < 18 ? `col ${u - 8}` : `box ${u - 17}`;
const rowOf = (c: number) => Math.floor(c / 9);
const colOf = (c: number) => c % 9;
const boxOf = (c: number) => Math.floor(rowOf(c) / 3) * 3 + Math.floor(colOf(c) / 3);
const sees = (a: number, b: number) =>
  a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));
const inUnit = (c: number, u: number) =>
  u < 9 ? rowOf(c) === u : u < 18 ? colOf(c) === u - 9 : boxOf(c) === u - 18;
const unitCells = (u: number) =>
  Array.from({ length: 81 }, (_, c) => c).filter((c) => inUnit(c, u));
const has = (grid: CandidateGrid, c: number, d: number) => (grid.masks[c] & (1 << (d - 1))) !== 0;
const digitsIn = (grid: CandidateGrid, c: number) =>
  [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => has(grid, c, d));
const same = (a: number[], b: number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((x, i) => x === [...b].sort((p, q) => p - q)[i]);

/** "A candidate (c, d) true would make node n false": they cannot both hold. */
function conflicts(n: ChainNode, c: number, d: number): boolean {
  if (n.digit === d) return !n.cells.includes(c) && n.cells.every((x) => sees(x, c));
  return n.cells.length === 1 && n.cells[0] === c;
}

/** The ALS of `step.sets` containing every cell of a node, if any. */
function setOf(step: Step, n: ChainNode): number[] | undefined {
  return step.sets?.find((s) => n.cells.every((c) => s.includes(c)));
}

function strongProblem(
  grid: CandidateGrid,
  step: Step,
  a: ChainNode,
  b: ChainNode,
  unit: number,
): string | null {
  const set = setOf(step, a);
  if (step.sets && set && set === setOf(step, b)) {
    // Inside an almost locked set: it lacks one digit, so it holds a or b.
    const digits = new Set(set.flatMap((c) => digitsIn(grid, c)));
    if (digits.size !== set.length + 1) return 'set is not almost locked';
    for (const n of [a, b])
      if (
        !same(
          n.cells,
          set.filter((c) => has(grid, c, n.digit)),
        )
      )
        return 'node is not all of the set holding its digit';
    return a.digit !== b.digit ? null : 'same digit in one set';
  }
  if (unit < 0) {
    const c = a.cells[0];
    const ok =
      a.cells.length === 1 &&
      same(b.cells, [c]) &&
      same(digitsIn(grid, c), [a.digit, b.digit]) &&
      a.digit !== b.digit;
    return ok ? null : 'in-cell strong link on a cell that is not bivalue';
  }
  if (a.digit !== b.digit) return 'strong link between digits outside a cell';
  if (a.cells.some((c) => b.cells.includes(c))) return 'overlapping nodes';
  const places = unitCells(unit).filter((c) => has(grid, c, a.digit));
  return same(places, [...a.cells, ...b.cells]) ? null : `not the only places in ${unitName(unit)}`;
}

function weakProblem(a: ChainNode, b: ChainNode, unit: number, sets: boolean): string | null {
  if (a.digit === b.digit) {
    // Only a restricted common digit of two sets may lie in no single unit.
    if (unit < 0 && !sets) return 'a weak link between cells without its unit';
    if (!a.cells.every((x) => b.cells.every((y) => sees(x, y))))
      return 'weak link between cells that do not see each other';
    if (unit >= 0 && ![...a.cells, ...b.cells].every((c) => inUnit(c, unit)))
      return `not all in ${unitName(unit)}`;
    return null;
  }
  const ok = a.cells.length === 1 && same(b.cells, a.cells) && unit === -1;
  return ok ? null : 'weak link between two digits outside one cell';
}

/** Why a chain does not hold on `grid` (nodes, links, on/off), or null. */
function chainProblem(grid: CandidateGrid, step: Step, chain: Chain): string | null {
  const { nodes, links } = chain;
  if (chain.premise !== 0 || nodes[0].on) return 'the premise is not node 0, off';
  for (const n of nodes) {
    if (
      n.cells.length === 0 ||
      !n.cells.every((c) => grid.values[c] === 0 && has(grid, c, n.digit))
    )
      return `node ${n.digit}@${n.cells.map(cellName)} is not on the grid`;
    const group = n.cells.length > 1 && !step.sets;
    const oneSegment =
      n.cells.length <= 3 &&
      n.cells.every((c) => boxOf(c) === boxOf(n.cells[0])) &&
      (n.cells.every((c) => rowOf(c) === rowOf(n.cells[0])) ||
        n.cells.every((c) => colOf(c) === colOf(n.cells[0])));
    if (group && !oneSegment) return 'a group outside one box-line segment';
  }
  for (let i = 0; i < links.length; i++) {
    const l = links[i];
    const closing = i === nodes.length - 1;
    if (l.from !== i || l.to !== (closing ? 0 : i + 1))
      return `link ${i} does not join consecutive nodes`;
    const [a, b] = [nodes[l.from], nodes[l.to]];
    const strong = l.kind === 'strong';
    // A strong link leads from off to on, a weak one from on to off (a strong closing link contradicts the premise).
    if (a.on === strong || (!closing && b.on !== strong)) return `link ${i} does not alternate`;
    const problem = strong
      ? strongProblem(grid, step, a, b, l.unit)
      : weakProblem(a, b, l.unit, !!step.sets);
    if (problem) return `link ${i}: ${problem}`;
  }
  return null;
}

/**
 * Why a chain step does not follow on `grid`, or null: each chain holds
 * (chainProblem), and each placement or elimination follows from them.
 */
export function chainStepProblem(grid: CandidateGrid, step: Step): string | null {
  if (!step.chains || step.chains.length === 0) return 'no chain';
  for (const chain of step.chains) {
    const problem = chainProblem(grid, step, chain);
    if (problem) return problem;
  }
  const chain = step.chains[0];
  const { nodes, links } = chain;
  const first = nodes[0];
  if (links.length === nodes.length - 1) {
    if (step.placements.length > 0) return 'an open chain places a digit';
    // An open chain: the premise or the last node holds, so a candidate conflicting with both goes.
    for (const e of step.eliminations) {
      const ok = step.chains.some(
        (ch) =>
          conflicts(ch.nodes[0], e.cell, e.digit) &&
          conflicts(ch.nodes[ch.nodes.length - 1], e.cell, e.digit),
      );
      if (!ok) return `${cellName(e.cell)}<>${e.digit} does not follow`;
    }
    return null;
  }
  const closing = links[links.length - 1];
  if (closing.kind === 'strong') {
    const p = step.placements;
    const ok =
      p.length === 1 &&
      step.eliminations.length === 0 &&
      first.cells.length === 1 &&
      p[0].cell === first.cells[0] &&
      p[0].digit === first.digit;
    return ok ? null : 'a discontinuous loop must place its premise';
  }
  // A continuous loop: each weak link is strong too, so a candidate conflicting with both of its sides goes.
  if (step.placements.length > 0) return 'a continuous loop places a digit';
  for (const e of step.eliminations) {
    const ok = links.some((l) => {
      if (l.kind !== 'weak') return false;
      const [a, b] = [nodes[l.from], nodes[l.to]];
      if (a.digit === b.digit)
        return conflicts(a, e.cell, e.digit) && conflicts(b, e.cell, e.digit);
      return a.cells[0] === e.cell && e.digit !== a.digit && e.digit !== b.digit;
    });
    // A loop of two sets (doubly linked ALS-XZ) also locks each set's other digits.
    if (!ok && !(step.sets && lockedInSet(grid, step, e.cell, e.digit)))
      return `${cellName(e.cell)}<>${e.digit} does not follow`;
  }
  return null;
}

/** A loop of sets: d is not one of its links' digits, so it is locked in a set whose copies of d the cell all sees. */
function lockedInSet(grid: CandidateGrid, step: Step, cell: number, d: number): boolean {
  const rccs = new Set<number>(step.chains![0].nodes.map((n) => n.digit));
  if (rccs.has(d)) return false;
  return step.sets!.some((set) => {
    const copies = set.filter((c) => has(grid, c, d));
    return copies.length > 0 && !set.includes(cell) && copies.every((c) => sees(c, cell));
  });
}
