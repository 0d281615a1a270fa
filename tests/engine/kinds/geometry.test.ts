// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BOX_OF,
  CLASSIC_RULES,
  COL_OF,
  PEERS,
  ROW_OF,
  SIX_RULES,
  UNITS,
  X_RULES,
  geometryOf,
  jigsawRules,
  killerRules,
  randomJigsawRegions,
  createRandom,
  unitKind,
  type Rules,
} from '../../../src/engine';

/*
 * The geometry tables each kind derives from its rules: its units (rows,
 * columns, regions, extra units), each cell's units and peers, which cells
 * see each other. Classic's are exactly the fixed tables it always had.
 */

const JIGSAW = jigsawRules(randomJigsawRegions(createRandom('geometry')));
// r1c3, r1c4 and r2c4: r1c3 and r2c4 share no row, column or box.
const KILLER = killerRules([
  { cells: [0, 1], sum: 3 },
  { cells: [2, 3, 12], sum: 17 },
]);
const KINDS: [string, Rules][] = [
  ['classic', CLASSIC_RULES],
  ['6x6', SIX_RULES],
  ['x', X_RULES],
  ['jigsaw', JIGSAW],
  ['killer', KILLER],
];

function unitsOf(rules: Rules): number[][] {
  const g = geometryOf(rules);
  return Array.from({ length: g.unitCount }, (_, u) =>
    Array.from(g.unitCells.subarray(u * 9, u * 9 + g.size)),
  );
}

describe.each(KINDS)('%s geometry', (_, rules) => {
  const g = geometryOf(rules);
  const n = rules.size;

  it('has N*N cells and units of N distinct cells, every cell in its row, column and region', () => {
    expect(g.cellCount).toBe(n * n);
    expect(g.unitCount).toBe(3 * n + rules.extraUnits.length);
    for (const cells of unitsOf(rules)) {
      expect(new Set(cells).size).toBe(n);
      for (const c of cells) expect(c).toBeLessThan(n * n);
    }
    for (let c = 0; c < n * n; c++) {
      const units = Array.from(g.cellUnits.subarray(c * 5, c * 5 + g.cellUnitCount[c]));
      expect(units.slice(0, 3)).toEqual([Math.floor(c / n), n + (c % n), 2 * n + rules.regions[c]]);
      expect(unitKind(g, units[0])).toBe('row');
      expect(unitKind(g, units[1])).toBe('column');
      expect(unitKind(g, units[2])).toBe('region');
    }
  });

  it('makes peers exactly the other cells of a cell’s units, seen both ways', () => {
    const units = unitsOf(rules);
    for (let a = 0; a < n * n; a++) {
      const expected = new Set<number>();
      for (const cells of units) if (cells.includes(a)) for (const b of cells) expected.add(b);
      expected.delete(a);
      expect(g.peers[a]).toEqual([...expected].sort((x, y) => x - y));
      for (const b of g.peers[a]) {
        expect(g.sees[a * 81 + b]).toBe(1);
        expect(g.sees[b * 81 + a]).toBe(1);
        expect(units[g.shared[a * 81 + b]]).toContain(b);
      }
    }
  });

  it('is derived once per rules object', () => {
    expect(geometryOf(rules)).toBe(g);
  });
});

describe('what each kind adds', () => {
  it('classic: the fixed tables the engine always had', () => {
    const g = geometryOf(CLASSIC_RULES);
    expect(g).toBe(geometryOf());
    expect(unitsOf(CLASSIC_RULES)).toEqual(UNITS.map((u) => [...u]));
    expect(g.peers).toEqual(PEERS);
    expect(Array.from(g.rowOf)).toEqual(Array.from(ROW_OF));
    expect(Array.from(g.colOf)).toEqual(Array.from(COL_OF));
    expect(Array.from(g.regionOf)).toEqual(Array.from(BOX_OF));
  });

  it('6x6: boxes of 2 rows by 3 columns, 12 peers a cell', () => {
    const g = geometryOf(SIX_RULES);
    expect(unitsOf(SIX_RULES)[12]).toEqual([0, 1, 2, 6, 7, 8]);
    expect(unitsOf(SIX_RULES)[17]).toEqual([27, 28, 29, 33, 34, 35]);
    for (let c = 0; c < 36; c++) expect(g.peers[c]).toHaveLength(12);
    expect(g.allDigits).toBe(0b111111);
  });

  it('Sudoku X: the two diagonals are units 27 and 28; the centre sees 32 cells', () => {
    const g = geometryOf(X_RULES);
    expect(unitsOf(X_RULES)[27]).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(unitsOf(X_RULES)[28]).toEqual([8, 16, 24, 32, 40, 48, 56, 64, 72]);
    expect(unitKind(g, 27)).toBe('extra');
    expect(g.peers[40]).toHaveLength(32);
    expect(g.peers[1]).toHaveLength(20);
    expect(g.peers[0]).toHaveLength(26);
  });

  it('Jigsaw: regions are the given ones, each nine cells', () => {
    const units = unitsOf(JIGSAW);
    for (let b = 0; b < 9; b++) {
      expect(units[18 + b]).toEqual(JIGSAW.regions.flatMap((r, c) => (r === b ? [c] : [])));
    }
  });

  it('Killer: cages are not units, but no digit repeats in one (the solver’s peers)', () => {
    const g = geometryOf(KILLER);
    expect(g.unitCount).toBe(27);
    expect(Array.from(g.cageOf.subarray(0, 4))).toEqual([0, 0, 1, 1]);
    expect(g.cageOf[12]).toBe(1);
    expect(g.peers[2]).not.toContain(12);
    expect(g.sees[2 * 81 + 12]).toBe(0);
    const solverPeers = Array.from(
      g.solverPeerCells.subarray(g.solverPeerStart[2], g.solverPeerStart[3]),
    );
    expect(solverPeers).toContain(12);
    expect(solverPeers).toHaveLength(21);
    expect(g.uniqueness).toBe(false);
  });
});
