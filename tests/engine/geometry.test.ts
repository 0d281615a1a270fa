// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOX_OF, COL_OF, PEERS, ROW_OF, UNITS, UNITS_OF, arePeers, cellAt } from '../../src/engine';

describe('geometry', () => {
  it('has 81 cells indexed row-major', () => {
    expect(ROW_OF).toHaveLength(81);
    expect(COL_OF).toHaveLength(81);
    expect(BOX_OF).toHaveLength(81);
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const i = cellAt(r, c);
        expect(i).toBe(r * 9 + c);
        expect([ROW_OF[i], COL_OF[i]]).toEqual([r, c]);
      }
    }
  });

  it.each([
    [0, 0],
    [8, 2],
    [40, 4],
    [43, 5],
    [54, 6],
    [80, 8],
  ])('cell %i is in box %i', (cell, box) => {
    expect(BOX_OF[cell]).toBe(box);
  });

  it('has 27 units of 9 distinct cells, each cell in exactly 3', () => {
    expect(UNITS).toHaveLength(27);
    const seen = new Array<number>(81).fill(0);
    for (const unit of UNITS) {
      expect(new Set(unit).size).toBe(9);
      for (const cell of unit) seen[cell]++;
    }
    expect(seen.every((n) => n === 3)).toBe(true);
  });

  it('numbers units rows 0-8, columns 9-17, boxes 18-26', () => {
    expect(UNITS[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(UNITS[9]).toEqual([0, 9, 18, 27, 36, 45, 54, 63, 72]);
    expect(UNITS[18]).toEqual([0, 1, 2, 9, 10, 11, 18, 19, 20]);
    expect(UNITS[26]).toEqual([60, 61, 62, 69, 70, 71, 78, 79, 80]);
    for (let i = 0; i < 81; i++) {
      expect(UNITS_OF[i]).toEqual([ROW_OF[i], 9 + COL_OF[i], 18 + BOX_OF[i]]);
      for (const u of UNITS_OF[i]) expect(UNITS[u]).toContain(i);
    }
  });

  it('gives every cell 20 distinct peers, never itself, symmetric', () => {
    for (let i = 0; i < 81; i++) {
      expect(PEERS[i]).toHaveLength(20);
      expect(new Set(PEERS[i]).size).toBe(20);
      expect(PEERS[i]).not.toContain(i);
      for (const j of PEERS[i]) expect(PEERS[j]).toContain(i);
    }
  });

  it.each([
    [0, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 18, 19, 20, 27, 36, 45, 54, 63, 72]],
    [40, [4, 13, 22, 30, 31, 32, 36, 37, 38, 39, 41, 42, 43, 44, 48, 49, 50, 58, 67, 76]],
    [80, [8, 17, 26, 35, 44, 53, 60, 61, 62, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79]],
  ])('peers of cell %i are exactly %j', (cell, peers) => {
    expect([...PEERS[cell]].sort((a, b) => a - b)).toEqual(peers);
  });

  it('arePeers agrees with PEERS', () => {
    for (let a = 0; a < 81; a++) {
      for (let b = 0; b < 81; b++) expect(arePeers(a, b)).toBe(PEERS[a].includes(b));
    }
  });
});
