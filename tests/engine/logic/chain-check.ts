import { UNIT_CELLS } from '../../../src/engine/geometry';
import type { CandidateGrid, Chain, ChainNode, Step } from '../../../src/engine/logic';
import { cellName } from './helpers';

/*
 * An independent checker of forcing chain steps: every link and inference
 * of every chain is checked against the grid the step was found on, as a
 * person would check it on the board. Returns the problems found (empty
 * when the step is a valid proof of its conclusion).
 */

const has = (grid: CandidateGrid, cell: number, digit: number): boolean =>
  grid.values[cell] === 0 && (grid.masks[cell] & (1 << (digit - 1))) !== 0;

const label = (n: ChainNode): string => `${cellName(n.cells[0])}${n.on ? '=' : '<>'}${n.digit}`;

const same = (a: ChainNode, b: ChainNode): boolean =>
  a.cells[0] === b.cells[0] && a.digit === b.digit && a.on === b.on;

const unitHas = (unit: number, cell: number): boolean => {
  for (let k = 0; k < 9; k++) if (UNIT_CELLS[unit * 9 + k] === cell) return true;
  return false;
};

/** The cells of `unit` that hold `digit` as a candidate in the grid. */
function places(grid: CandidateGrid, unit: number, digit: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < 9; k++) {
    const c = UNIT_CELLS[unit * 9 + k];
    if (has(grid, c, digit)) out.push(c);
  }
  return out;
}

/**
 * Problems of one chain: premise first; links point forward; each node
 * follows from its incoming links by its stated inference; every node but
 * the last feeds a later one (pruned). `outerOk`: inside a nested proof.
 * `single`: every inference has one parent (static chains).
 */
export function chainProblems(
  grid: CandidateGrid,
  chain: Chain,
  outerOk: boolean,
  single: boolean,
): string[] {
  const problems: string[] = [];
  const { nodes, links } = chain;
  const at = (i: number, text: string): void => {
    problems.push(`node ${i} ${nodes[i] ? label(nodes[i]) : '?'}: ${text}`);
  };
  if (nodes[chain.premise]?.inference !== 'premise') at(chain.premise, 'premise is not a premise');
  for (const l of links)
    if (!(l.from < l.to)) at(l.to, `link from ${l.from} does not point forward`);
  nodes.forEach((node, i) => {
    const c = node.cells[0];
    if (node.cells.length !== 1 || !has(grid, c, node.digit)) at(i, 'not a candidate of the grid');
    const inc = links.filter((l) => l.to === i);
    const from = inc.map((l) => nodes[l.from]);
    if (i < nodes.length - 1 && !links.some((l) => l.from === i))
      at(i, 'feeds nothing (not pruned)');
    if (single && inc.length > 1) at(i, 'a static chain node with several parents');
    switch (node.inference) {
      case 'premise':
        if (i !== chain.premise || inc.length > 0) at(i, 'a second premise');
        if (nodes.slice(0, i).some((n) => n.inference !== 'outer')) at(i, 'premise not first');
        break;
      case 'outer':
        if (!outerOk || inc.length > 0) at(i, 'outer fact outside a nested proof');
        break;
      case 'link': {
        const p = from[0];
        const l = inc[0];
        const ok =
          inc.length === 1 &&
          !node.on &&
          p.on &&
          l.kind === 'weak' &&
          ((p.cells[0] === c && p.digit !== node.digit && l.unit === -1) ||
            (p.cells[0] !== c &&
              p.digit === node.digit &&
              l.unit >= 0 &&
              unitHas(l.unit, c) &&
              unitHas(l.unit, p.cells[0])));
        if (!ok) at(i, 'not a weak link from one on node');
        break;
      }
      case 'cell': {
        const want = [];
        for (let d = 1; d <= 9; d++) if (d !== node.digit && has(grid, c, d)) want.push(d);
        const got: number[] = from.filter((p) => !p.on && p.cells[0] === c).map((p) => p.digit);
        const ok =
          node.on &&
          inc.every((l) => l.kind === 'strong' && l.unit === -1) &&
          got.length === inc.length &&
          want.every((d) => got.includes(d)) &&
          got.length === want.length;
        if (!ok) at(i, 'other candidates of the cell are not all off');
        break;
      }
      case 'unit': {
        const u = inc[0]?.unit ?? -1;
        const want = u >= 0 ? places(grid, u, node.digit).filter((y) => y !== c) : [null];
        const got = from.filter((p) => !p.on && p.digit === node.digit).map((p) => p.cells[0]);
        const ok =
          node.on &&
          u >= 0 &&
          unitHas(u, c) &&
          inc.every((l) => l.kind === 'strong' && l.unit === u) &&
          got.length === inc.length &&
          got.length === want.length &&
          want.every((y) => got.includes(y!));
        if (!ok) at(i, 'other places of the digit in the unit are not all off');
        break;
      }
      case 'nested': {
        const proof = node.nested;
        if (!proof || outerOk) {
          at(i, 'nested without a proof, or nested twice');
          break;
        }
        if (inc.some((l) => l.kind !== (node.on ? 'strong' : 'weak') || l.unit !== -1)) {
          at(i, 'nested links of the wrong kind');
        }
        const opposite: ChainNode = { cells: [c], digit: node.digit, on: !node.on };
        for (const inner of proof.chains) {
          if (!same(inner.nodes[inner.premise], opposite))
            at(i, 'nested premise is not the opposite');
          for (const o of inner.nodes.filter((n) => n.inference === 'outer')) {
            if (!from.some((p) => same(p, o))) at(i, `nested uses ${label(o)} not linked in`);
          }
          for (const p of chainProblems(grid, inner, true, false)) at(i, `nested: ${p}`);
        }
        for (const p of clashProblems(grid, proof.chains, proof.contradiction, from)) {
          at(i, `nested: ${p}`);
        }
        break;
      }
      default:
        at(i, `no inference`);
    }
  });
  return problems;
}

/**
 * Problems of a contradiction: the last nodes of `chains` must break the
 * rules as stated; in a nested proof, `known` facts of the enclosing chain
 * may stand in for clashing nodes.
 */
function clashProblems(
  grid: CandidateGrid,
  chains: Chain[],
  clash: Step['contradiction'],
  known: ChainNode[] = [],
): string[] {
  if (!clash) return ['no contradiction stated'];
  if (chains.length === 0) return ['no chain reaches the contradiction'];
  const ends = chains.map((ch) => ch.nodes[ch.nodes.length - 1]);
  const fits = (n: ChainNode): boolean =>
    clash.kind === 'cell-empty'
      ? !n.on && n.cells[0] === clash.cell
      : clash.kind === 'unit-empty' &&
        !n.on &&
        n.digit === clash.digit &&
        unitHas(clash.unit, n.cells[0]);
  for (const k of known) if (fits(k) && !ends.some((e) => same(e, k))) ends.push(k);
  const premises = chains.map((ch) => ch.nodes[ch.premise]);
  if (!premises.every((p) => same(p, premises[0]))) return ['branches with different premises'];
  const cellsOf = (ns: ChainNode[]): number[] => ns.map((n) => n.cells[0]).sort((a, b) => a - b);
  let ok = false;
  if (clash.kind === 'cell-empty') {
    const want = [];
    for (let d = 1; d <= 9; d++) if (has(grid, clash.cell, d)) want.push(d);
    ok =
      ends.every((n) => !n.on && n.cells[0] === clash.cell) &&
      ends
        .map((n) => n.digit)
        .sort()
        .join() === want.join();
  } else {
    ok =
      ends.every((n) => !n.on && n.digit === clash.digit) &&
      cellsOf(ends).join() === places(grid, clash.unit, clash.digit).join();
  }
  return ok ? [] : [`the chains do not end in the ${clash.kind} stated`];
}

/**
 * Problems of a forcing chain step found on `grid`: each chain consistent
 * (chainProblems); the branches are those of its kind; a contradiction's
 * chains end in the clash stated and its premise's opposite is the move; a
 * verity's chains all end in the move.
 */
export function forcingStepProblems(grid: CandidateGrid, step: Step): string[] {
  const chains = step.chains ?? [];
  const single = !['dynamic-forcing-chain', 'nested-forcing-chain'].includes(step.technique);
  const problems = chains.flatMap((ch, k) =>
    chainProblems(grid, ch, false, single).map((p) => `chain ${k}: ${p}`),
  );
  if (chains.length === 0) return ['no chains'];
  if (
    step.technique !== 'nested-forcing-chain' &&
    chains.some((ch) => ch.nodes.some((n) => n.nested))
  ) {
    problems.push('nested inference outside a nested forcing chain');
  }
  const moves = [
    ...step.placements.map((p) => ({ cells: [p.cell], digit: p.digit, on: true })),
    ...step.eliminations.map((e) => ({ cells: [e.cell], digit: e.digit, on: false })),
  ];
  if (moves.length !== 1) return [...problems, 'not exactly one move'];
  const move = moves[0] as ChainNode;
  const premises = chains.map((ch) => ch.nodes[ch.premise]);
  if (step.forcing === 'contradiction') {
    problems.push(...clashProblems(grid, chains, step.contradiction));
    const p = premises[0];
    if (!same(p, { ...move, on: !move.on })) problems.push('the move is not the premise negated');
    return problems;
  }
  for (const ch of chains) {
    if (!same(ch.nodes[ch.nodes.length - 1], move))
      problems.push('a branch does not end in the move');
  }
  const keys = premises.map(label).sort();
  let want: string[] = [];
  if (step.forcing === 'digit') {
    const [c, d] = [step.cells[0], step.digits[0]];
    want = [true, false].map((on) => label({ cells: [c], digit: d as never, on }));
  } else if (step.forcing === 'cell') {
    const c = step.cells[0];
    for (let d = 1; d <= 9; d++)
      if (has(grid, c, d)) want.push(label({ cells: [c], digit: d as never, on: true }));
  } else {
    const d = step.digits[0];
    want = places(grid, step.units[0], d).map((c) => label({ cells: [c], digit: d, on: true }));
  }
  if (keys.join() !== want.sort().join()) problems.push(`branches ${keys} are not ${want}`);
  return problems;
}
