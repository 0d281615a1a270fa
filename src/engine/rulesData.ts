import { boxRegions, fixedRules, jigsawRules, killerRules, KINDS } from './rules';
import type { Cage, Kind, Rules } from './rules';

/*
 * Rules read from outside (a worker's answer, a saved game): checked
 * before they are trusted, and rebuilt by the engine's own constructors.
 * Saved games keep the rules compactly: nothing for classic, the kind for
 * Sudoku X and 6x6, a Jigsaw's 81 region digits, a Killer's cages as
 * "sum:cell.cell.cell" strings.
 */

type Loose = Record<string, unknown>;

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

const isInt = (v: unknown, min: number, max: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max;

const BOXES_9 = boxRegions(9, 3, 3);

const same = (a: unknown, b: readonly number[]) =>
  Array.isArray(a) && a.length === b.length && a.every((x, i) => x === b[i]);

/** Jigsaw regions: 81 numbers 0-8, nine cells each (connectivity is the generator's and the text reader's concern). */
function jigsawRegions(v: unknown): number[] | null {
  if (!Array.isArray(v) || v.length !== 81 || !v.every((r) => isInt(r, 0, 8))) return null;
  const count = new Array<number>(9).fill(0);
  for (const r of v as number[]) count[r]++;
  return count.every((n) => n === 9) ? (v as number[]).slice() : null;
}

/** Killer cages: distinct cells 0-80, each in one cage, 1-9 cells, a sum 1-45. */
function killerCages(v: unknown): Cage[] | null {
  if (!Array.isArray(v) || v.length === 0 || v.length > 81) return null;
  const seen = new Uint8Array(81);
  const cages: Cage[] = [];
  for (const c of v) {
    if (!isObject(c) || !isInt(c.sum, 1, 45) || !Array.isArray(c.cells)) return null;
    const cells = c.cells;
    if (cells.length === 0 || cells.length > 9) return null;
    for (const cell of cells) if (!isInt(cell, 0, 80) || seen[cell]++ !== 0) return null;
    cages.push({ cells: cells as number[], sum: c.sum });
  }
  return cages;
}

/**
 * The rules of a value shaped like `Rules`, rebuilt by the engine (frozen),
 * or null when anything does not fit: a kind with fixed rules must be
 * exactly those; a Jigsaw has nine regions of nine cells; a Killer keeps
 * the 3x3 boxes and has valid cages.
 */
export function checkRules(v: unknown): Rules | null {
  if (!isObject(v) || !KINDS.includes(v.kind as Kind)) return null;
  const kind = v.kind as Kind;
  if (!Array.isArray(v.extraUnits) || !Array.isArray(v.cages)) return null;
  const fixed = fixedRules(kind);
  if (fixed) {
    const ok =
      v.size === fixed.size &&
      same(v.regions, fixed.regions) &&
      v.extraUnits.length === fixed.extraUnits.length &&
      v.extraUnits.every((u, i) => same(u, fixed.extraUnits[i])) &&
      v.cages.length === 0;
    return ok ? fixed : null;
  }
  if (v.size !== 9 || v.extraUnits.length !== 0) return null;
  if (kind === 'jigsaw') {
    const regions = jigsawRegions(v.regions);
    return regions && v.cages.length === 0 ? jigsawRules(regions) : null;
  }
  const cages = same(v.regions, BOXES_9) ? killerCages(v.cages) : null;
  return cages && killerRules(cages);
}

/** The rules as saved: undefined for classic; otherwise a small JSON value. */
export function rulesData(rules: Rules): Loose | undefined {
  switch (rules.kind) {
    case 'classic':
      return undefined;
    case 'jigsaw':
      return { kind: 'jigsaw', regions: rules.regions.join('') };
    case 'killer':
      return { kind: 'killer', cages: rules.cages.map((c) => `${c.sum}:${c.cells.join('.')}`) };
    default:
      return { kind: rules.kind };
  }
}

/** Rules read back from `rulesData` (undefined: classic), checked; null when they do not fit. */
export function rulesFromData(data: unknown): Rules | null {
  if (data === undefined) return fixedRules('classic');
  if (!isObject(data) || !KINDS.includes(data.kind as Kind)) return null;
  const kind = data.kind as Kind;
  const fixed = fixedRules(kind);
  if (fixed) return fixed;
  if (kind === 'jigsaw') {
    const text = data.regions;
    if (typeof text !== 'string' || !/^[0-8]{81}$/.test(text)) return null;
    const regions = jigsawRegions(Array.from(text, Number));
    return regions && jigsawRules(regions);
  }
  const list = data.cages;
  if (!Array.isArray(list) || list.length > 81) return null;
  const cages: unknown[] = [];
  for (const item of list) {
    const m =
      typeof item === 'string' ? /^(\d{1,2}):(\d{1,2}(?:\.\d{1,2}){0,8})$/.exec(item) : null;
    if (!m) return null;
    cages.push({ sum: Number(m[1]), cells: m[2].split('.').map(Number) });
  }
  const checked = killerCages(cages);
  return checked && killerRules(checked);
}
