// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../src/engine';

const draw = (seed: number | string, n: number) => {
  const random = createRandom(seed);
  return Array.from({ length: n }, () => random());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(42, 100)).toEqual(draw(42, 100));
    expect(draw('2026-11-21', 100)).toEqual(draw('2026-11-21', 100));
  });

  it('gives different sequences for different seeds', () => {
    expect(draw(42, 10)).not.toEqual(draw(43, 10));
    expect(draw('a', 10)).not.toEqual(draw('b', 10));
    expect(draw(0, 10)).not.toEqual(draw(1, 10));
  });

  it('keeps separate generators independent', () => {
    const a = createRandom(7);
    const b = createRandom(7);
    const first = a();
    a();
    expect(b()).toBe(first);
  });

  it('draws uniform-looking numbers in [0, 1)', () => {
    const values = draw(123, 20_000);
    expect(values.every((x) => x >= 0 && x < 1)).toBe(true);
    const mean = values.reduce((s, x) => s + x, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
    const buckets = new Array<number>(10).fill(0);
    for (const x of values) buckets[Math.floor(x * 10)]++;
    for (const n of buckets) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });
});
