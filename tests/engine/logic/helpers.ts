import { expect, it } from 'vitest';
import { geometryOf } from '../../../src/engine/geometryOf';
import { parseKindText } from '../../../src/engine/kindText';
import type { Rules } from '../../../src/engine/rules';
import {
  applyStep,
  candidatesFromBoard,
  cloneGrid,
  findNextStep,
  type CandidateGrid,
  type Chain,
  type ChainNode,
  type Step,
  type Technique,
} from '../../../src/engine/logic';

/*
 * Positions for the technique tests are written as pencil-mark grids:
 * 81 whitespace-separated tokens, row by row; a one-digit token is a placed
 * digit, a longer token lists an empty cell's candidates. (At a position
 * where a technique beyond singles is next no empty cell has one candidate,
 * so this is unambiguous.) Cells are named r1c1 .. r9c9, units "row 1",
 * "col 1", "box 1" (all 1-based, as players read them).
 */

/** A candidate grid from a pencil-mark grid (of a kind: `rules`, default classic). */
export function pencilmarks(text: string, rules?: Rules): CandidateGrid {
  const tokens = text.trim().split(/\s+/);
  const n = rules ? rules.size * rules.size : 81;
  if (tokens.length !== n) throw new Error(`expected ${n} cells, got ${tokens.length}`);
  const values = new Uint8Array(n);
  const masks = new Uint16Array(n);
  tokens.forEach((token, i) => {
    if (token.length === 1) values[i] = Number(token);
    else for (const ch of token) masks[i] |= 1 << (Number(ch) - 1);
  });
  const geometry = geometryOf(rules);
  return rules ? { values, masks, geometry } : { values, masks };
}

/** The rules of a puzzle in text form (K:..., J:..., X:...), for fixtures of other kinds. */
export function rulesOf(kindText: string): Rules {
  const parsed = parseKindText(kindText);
  if (!parsed.ok) throw new Error(`bad kind text: ${JSON.stringify(parsed.error)}`);
  return parsed.value.rules;
}

/** Digits of an 81-character board ('.' or '0' = empty). */
export function board(text: string): number[] {
  return Array.from(text, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
}

/** 'r3c7' for cell 24. */
export function cellName(cell: number): string {
  return `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
}

/** Cell index of 'r3c7'. */
export function cellOf(name: string): number {
  return (Number(name[1]) - 1) * 9 + Number(name[3]) - 1;
}

/** 'row 1', 'col 1' or 'box 1' for a unit number 0-26. */
export function unitName(unit: number): string {
  if (unit < 9) return `row ${unit + 1}`;
  if (unit < 18) return `col ${unit - 8}`;
  return `box ${unit - 17}`;
}

/** A step's moves in the usual notation: 'r3c7=5' places, 'r3c7<>5' eliminates (cells of an N x N board). */
export function moves(step: Step, size = 9): string[] {
  const name = (c: number) => `r${Math.floor(c / size) + 1}c${(c % size) + 1}`;
  return [
    ...step.placements.map((p) => `${name(p.cell)}=${p.digit}`),
    ...step.eliminations.map((e) => `${name(e.cell)}<>${e.digit}`),
  ];
}

/** Names of cells and units under other rules: 'r2c5' of an N x N board; 'row 1', 'col 1', 'box 1', 'region 1', 'diagonal', 'anti-diagonal'. */
export function kindNames(rules: Rules): {
  cell: (c: number) => string;
  unit: (u: number) => string;
} {
  const n = rules.size;
  const regions = rules.kind === 'jigsaw' ? 'region' : 'box';
  return {
    cell: (c) => `r${Math.floor(c / n) + 1}c${(c % n) + 1}`,
    unit: (u) => {
      if (u < n) return `row ${u + 1}`;
      if (u < 2 * n) return `col ${u - n + 1}`;
      if (u < 3 * n) return `${regions} ${u - 2 * n + 1}`;
      return u === 3 * n ? 'diagonal' : 'anti-diagonal';
    },
  };
}

/** A copy of the grid with one more candidate: 'r3c2+7' adds 7 to r3c2. */
export function withCandidate(grid: CandidateGrid, change: string): CandidateGrid {
  const next = cloneGrid(grid);
  next.masks[cellOf(change.slice(0, 4))] |= 1 << (Number(change[5]) - 1);
  return next;
}

/** A copy of the grid with one candidate less: 'r3c2-7' removes 7 from r3c2. */
export function withoutCandidate(grid: CandidateGrid, change: string): CandidateGrid {
  const next = cloneGrid(grid);
  next.masks[cellOf(change.slice(0, 4))] &= ~(1 << (Number(change[5]) - 1));
  return next;
}

/** The first step of one technique only, or null. */
export function stepOf(grid: CandidateGrid, technique: Technique): Step | null {
  return findNextStep(grid, { techniques: [technique] });
}

/** A position where a technique applies, with the step it must give. */
export interface Fixture {
  technique: Technique;
  /** The position: a board (candidates from the digits alone) or a pencil-mark grid. */
  board?: string;
  grid?: string;
  /** True when it is also the simplest step there (what findNextStep returns). */
  simplest: boolean;
  digits: number[];
  cells: string[];
  units: string[];
  moves: string[];
  /** A candidate that, added, breaks the pattern ('r3c2+7'), if any. */
  breaker: string | null;
  /** False when the same technique applies again once the step is made. */
  quietAfter?: boolean;
  /** Finned fish: the fins. */
  fins?: string[];
  /** Almost locked sets (and a unique rectangle type 3's subset cells). */
  sets?: string[][];
  /** Chain techniques: each chain in `chainText` notation. */
  chains?: string[];
  /** Another kind's puzzle in text form (its rules; the position is `grid`). */
  kindText?: string;
}

/**
 * A chain in a compact notation: nodes `digit@cells` with `+` (on) or `-`
 * (off), links `=unit=` (strong) and `-unit-` (weak), `cell` for a link
 * inside a cell; a closing link back to node 0 ends in `(0)`.
 */
export function chainText(chain: Chain): string {
  const node = (n: ChainNode) => `${n.digit}@${n.cells.map(cellName).join(',')}${n.on ? '+' : '-'}`;
  const unit = (u: number) => (u < 0 ? 'cell' : unitName(u));
  let text = node(chain.nodes[0]);
  for (const l of chain.links) {
    const mark = l.kind === 'strong' ? '=' : '-';
    text += ` ${mark}${unit(l.unit)}${mark} ${l.to === 0 ? '(0)' : node(chain.nodes[l.to])}`;
  }
  return text;
}

/** The candidate grid of a fixture. */
export function fixtureGrid(fx: Fixture): CandidateGrid {
  const rules = fx.kindText !== undefined ? rulesOf(fx.kindText) : undefined;
  return fx.board !== undefined
    ? candidatesFromBoard(board(fx.board), undefined, rules)
    : pencilmarks(fx.grid!, rules);
}

/**
 * The shared tests of a technique fixture: it finds exactly the expected
 * step; it does not fire once the step is made (nothing left to remove);
 * it does not fire when one added candidate breaks the pattern.
 */
export function techniqueTests(fx: Fixture): void {
  const grid = fixtureGrid(fx);
  const rules = fx.kindText !== undefined ? rulesOf(fx.kindText) : undefined;
  const names = rules ? kindNames(rules) : { cell: cellName, unit: unitName };
  const expected = {
    technique: fx.technique,
    digits: fx.digits,
    cells: fx.cells,
    units: fx.units,
    moves: fx.moves,
  };
  const view = (step: Step | null) =>
    step && {
      technique: step.technique,
      digits: step.digits,
      cells: step.cells.map(names.cell),
      units: step.units.map(names.unit),
      moves: moves(step, rules?.size),
    };

  it(`finds the ${fx.technique}${fx.simplest ? ' as the simplest step' : ''}`, () => {
    expect(view(stepOf(grid, fx.technique))).toEqual(expected);
    if (fx.simplest) expect(view(findNextStep(grid))).toEqual(expected);
  });

  if (fx.fins || fx.sets || fx.chains) {
    it('names its fins, sets and chains', () => {
      const step = stepOf(grid, fx.technique)!;
      if (fx.fins) expect(step.fins?.map(names.cell)).toEqual(fx.fins);
      if (fx.sets) expect(step.sets?.map((s) => s.map(cellName))).toEqual(fx.sets);
      if (fx.chains) expect(step.chains?.map(chainText)).toEqual(fx.chains);
    });
  }

  if (fx.quietAfter !== false) {
    it('does not fire once its eliminations are made', () => {
      const step = stepOf(grid, fx.technique)!;
      expect(stepOf(applyStep(grid, step), fx.technique)).toBeNull();
    });
  }

  if (fx.breaker !== null) {
    it(`does not fire when ${fx.breaker.replace('+', ' also has ')} (pattern broken)`, () => {
      expect(stepOf(withCandidate(grid, fx.breaker!), fx.technique)).toBeNull();
    });
  }
}
