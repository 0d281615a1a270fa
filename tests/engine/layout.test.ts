import { expect, it } from 'vitest';
import { CLASSIC_GEOMETRY } from '../../src/engine/geometryOf';
import { CLASSIC_LAYOUT } from '../../src/engine/layout';

// The first load plays classic with its own small layout; the general
// builder (any kind) must give exactly the same tables for classic.
it("classic's layout is the general geometry builder's classic tables", () => {
  const g = CLASSIC_GEOMETRY;
  expect(CLASSIC_LAYOUT.size).toBe(g.size);
  expect(CLASSIC_LAYOUT.cellCount).toBe(g.cellCount);
  expect(CLASSIC_LAYOUT.unitCount).toBe(g.unitCount);
  expect(CLASSIC_LAYOUT.allDigits).toBe(g.allDigits);
  expect([...CLASSIC_LAYOUT.unitCells]).toEqual([...g.unitCells.subarray(0, 27 * 9)]);
  expect([...CLASSIC_LAYOUT.cellUnits]).toEqual([...g.cellUnits.subarray(0, 81 * 5)]);
  expect([...CLASSIC_LAYOUT.cellUnitCount]).toEqual([...g.cellUnitCount.subarray(0, 81)]);
  expect(CLASSIC_LAYOUT.peers).toEqual(g.peers.map((p) => [...p]));
  expect(CLASSIC_LAYOUT.rules.cages).toEqual([]);
});
