import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KILLER_TECHNIQUE_IDS,
  TECHNIQUE_IDS,
  candidatesFromBoard,
  findNextStep,
} from '../../src/engine/logic';
import type { Step } from '../../src/engine/logic';
import { SIX_RULES, X_RULES, jigsawRules } from '../../src/engine/rules';
import enSteps from '../../src/i18n/en/steps';
import zhSteps from '../../src/i18n/zh-CN/steps';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { walkAlternating, walkForcing } from '../../src/i18n/chain-words';
import {
  describeStepArea,
  explainBranch,
  explainStep,
  stepBranches,
  techniqueName,
} from '../../src/i18n/steps';
import { realKillerSteps, realStep, realSteps } from './step-positions';

/*
 * The wording of steps, on real steps the engine finds (the positions its
 * own tests pin): every technique worded in both languages, the roles of
 * each pattern named, chains walked link by link, forcing chains summed up
 * with their branches walked on demand.
 */

/** The text in English and in Chinese. */
async function both(words: () => string): Promise<[string, string]> {
  await setLocale('en');
  const en = words();
  await setLocale('zh-CN');
  const zh = words();
  await setLocale('en');
  return [en, zh];
}

beforeAll(() => loadMessages('zh-CN', 'steps'));
afterAll(() => setLocale('en'));

/** English sentences: split after a full stop, a question or an exclamation mark. */
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('every technique is worded in both languages', () => {
  it.each(TECHNIQUE_IDS)('%s has a name in English and in Chinese', (id) => {
    const key = `technique.${id}` as keyof typeof enSteps;
    expect(enSteps[key]?.trim()).toBeTruthy();
    expect(zhSteps[key]?.trim()).toBeTruthy();
  });

  it('a real step of every technique is explained in both languages', async () => {
    const steps = realSteps();
    expect(new Set(steps.map((s) => s.technique))).toEqual(new Set(TECHNIQUE_IDS));
    for (const step of steps) {
      const [en, zh] = await both(() => explainStep(step));
      const [areaEn, areaZh] = await both(() => describeStepArea(step));
      for (const text of [en, zh, areaEn, areaZh]) {
        expect(text, step.technique).not.toMatch(/[{}]/);
        expect(text.length, step.technique).toBeGreaterThan(5);
      }
      // Every English sentence starts with a capital; no article before a technique name.
      for (const s of sentencesOf(`${areaEn} ${en}`))
        expect(s, step.technique).toMatch(/^[A-Z0-9]/);
      for (const id of TECHNIQUE_IDS) {
        const name = enSteps[`technique.${id}`];
        const text = `${areaEn} ${en}`.toLowerCase();
        for (const article of ['a', 'an']) {
          expect(text, step.technique).not.toContain(` ${article} ${name.toLowerCase()}`);
        }
      }
      expect(zh, step.technique).toMatch(/[\u4e00-\u9fff]/);
      expect(zh, step.technique).not.toMatch(/\b(?:row|column|box|is|not|the)\b/);
    }
  });

  it('names the technique in the first hint without an article', async () => {
    const xWing = realStep('x-wing');
    expect(await both(() => describeStepArea(xWing))).toEqual([
      'Look at row 3 (X-Wing).',
      '留意第3行，可以用X翼。',
    ]);
    expect(await both(() => techniqueName('aic'))).toEqual([
      'alternating inference chain',
      '交替推理链',
    ]);
  });
});

describe('the roles of a pattern are named', () => {
  it('a fish: the lines the digit is confined to, and the crossing lines it leaves', async () => {
    expect(await both(() => explainStep(realStep('x-wing')))).toEqual([
      'In rows 3 and 7, 7 fits only in columns 6 and 9. Each of rows 3 and 7 needs a 7, so columns 6 and 9 get theirs there: 7 can go nowhere else in columns 6 and 9. So 7 can be removed from row 1, column 6.',
      '在第3、7行中，7都只能填在第6、9列上。第3、7行各要填一个7，这几个7正好分别落在第6、9列上，所以第6、9列的其他格子都不能再填7。结论：可以从第1行第6列中删去7。',
    ]);
  });

  it('a finned fish: the fin and the box it sits in', async () => {
    const [en, zh] = await both(() => explainStep(realStep('finned-x-wing')));
    expect(en).toBe(
      'In rows 3 and 6, 3 fits only in columns 1 and 8, apart from the fin row 3, column 2. If the fin is not 3, 3 can go nowhere else in columns 1 and 8; if it is, 3 is in box 1. Either way, a cell of columns 1 and 8 in box 1 outside rows 3 and 6 cannot be 3. So 3 can be removed from row 2, column 1.',
    );
    expect(zh).toContain('除了鳍第3行第2列，3都只能填在第1、8列上');
  });

  it('an XY-Wing: the pivot and the two pincers', async () => {
    expect(await both(() => explainStep(realStep('xy-wing')))).toEqual([
      'The pivot row 3, column 8 holds only 3 or 4. If it is 3, the pincer row 6, column 8 (only 1 or 3) is 1; if it is 4, the pincer row 3, column 4 (only 1 or 4) is 1. Either way one pincer is 1, so a cell that sees both pincers cannot be 1. So 1 can be removed from row 6, column 4.',
      '轴心第3行第8列只能是3或4。如果它是3，钳子第6行第8列（只能是1或3）就是1；如果它是4，钳子第3行第4列（只能是1或4）就是1。总有一个钳子是1，所以同时能看到两个钳子的格子不能是1。结论：可以从第6行第4列中删去1。',
    ]);
  });

  it('a W-Wing: the two ends and the strong link joining them', async () => {
    expect(await both(() => explainStep(realStep('w-wing')))).toEqual([
      'The ends row 1, column 1 and row 8, column 8 both hold only 2 and 6. In row 5, 2 fits only in columns 1 and 8, so one of them is 2. If row 5, column 1 is 2, row 1, column 1, which sees it, is 6; if row 5, column 8 is 2, row 8, column 8 is 6. Either way one end is 6, so a cell that sees both ends cannot be 6. So 6 can be removed from row 1, column 8.',
      '两端第1行第1列和第8行第8列都只能是2或6。在第5行中，2只能填在第1、8列，所以其中之一是2。如果第5行第1列是2，能看到它的第1行第1列就是6；如果第5行第8列是2，第8行第8列就是6。总有一端是6，所以同时能看到两端的格子不能是6。结论：可以从第1行第8列中删去6。',
    ]);
  });

  it('a unit sentence starts with a capital, and cells of one line are named by it', async () => {
    const [fullHouse] = await both(() => explainStep(realStep('full-house')));
    expect(fullHouse).toBe(
      'Row 2 has one empty cell left, so row 2, column 7 must be 7. So row 2, column 7 is 7.',
    );
    const [pair] = await both(() => explainStep(realStep('naked-pair')));
    expect(pair).toBe(
      'In column 7, rows 6 and 9 can only hold 2 and 7 between them, so no other cell of column 7 can hold those digits. So 7 can be removed from column 7, rows 1 and 3.',
    );
  });

  it('unique rectangles and BUG+1 say why a second solution is ruled out', async () => {
    const [type4, type4zh] = await both(() => explainStep(realStep('unique-rectangle-4')));
    expect(type4).toBe(
      'Row 2, column 6 and row 2, column 9 hold only 4 and 6. In row 3, 4 fits only in columns 6 and 9, so one of them is 4. If the other were 6, 4 and 6 could swap places in the rectangle, giving a second solution; the puzzle has only one. So 6 can be removed from row 3, columns 6 and 9.',
    );
    expect(type4zh).toContain('在第3行中，4只能填在第6、9列');
    const [bug] = await both(() => explainStep(realStep('bug-plus-one')));
    expect(bug).toMatch(/^Every empty cell but row 2, column 1 has exactly two candidates\./);
  });
});

describe('a chain is walked link by link', () => {
  /** Sentences of a walk: one per link and the conclusion. */
  const linksOf = (step: Step) => step.chains![0].links.length;

  it.each(['x-chain', 'xy-chain', 'aic', 'als-xz', 'als-xy-wing'] as const)(
    '%s: one sentence per link, then the conclusion',
    async (technique) => {
      for (const step of realSteps().filter((s) => s.technique === technique)) {
        const walk = walkAlternating(step, step.chains![0]);
        expect(walk).toHaveLength(linksOf(step) + 1);
      }
    },
  );

  it('an X-Chain', async () => {
    expect(await both(() => explainStep(realStep('x-chain')))).toEqual([
      'If row 4, column 6 is not 3, then row 7, column 6 is 3 (the only other place for 3 in column 6). Then row 9, column 4 is not 3 (it shares box 8 with row 7, column 6). So row 9, column 8 is 3 (the only other place for 3 in row 9). Then row 6, column 8 is not 3 (it shares column 8 with row 9, column 8). So row 6, column 1 is 3 (the only other place for 3 in row 6). At least one end of the chain is true: row 4, column 6 is 3, or row 6, column 1 is 3. So 3 can be removed from row 4, columns 1 and 2.',
      '如果第4行第6列不是3，那么第7行第6列是3（3在第6列中只剩这个位置）。那么第9行第4列不是3（与第7行第6列同在第8宫）。于是第9行第8列是3（3在第9行中只剩这个位置）。那么第6行第8列不是3（与第9行第8列同在第8列）。于是第6行第1列是3（3在第6行中只剩这个位置）。链的两端至少有一端成立：第4行第6列是3，或者第6行第1列是3。结论：可以从第4行第1、2列中删去3。',
    ]);
  });

  it('an AIC with a group: the group is one of its cells', async () => {
    const [en, zh] = await both(() => explainStep(realStep('aic', 3)));
    expect(en).toContain(
      'So 1 is in row 2, columns 1 or 2 (the only other place for 1 in row 2). Then row 1, column 2 is not 1 (it shares box 1 with row 2, columns 1 and 2).',
    );
    expect(zh).toContain('于是1在第2行第1或2列之中（1在第2行中只剩这个位置）。');
  });

  it('an AIC loop: the weak links hold both ways; a broken loop proves its start', async () => {
    const [loop] = await both(() => explainStep(realStep('aic', 4)));
    expect(loop).toContain(
      'Then row 9, column 3 is not 2 (it shares row 9 with row 9, column 4). The last link leads back to the start: the chain is a loop, so each of its weak links holds both ways.',
    );
    const [broken, brokenZh] = await both(() => explainStep(realStep('aic', 6)));
    expect(broken).toContain(
      'So row 1, column 5 is 6 (the only other place for 6 in column 5). The chain has led from the start being false to the start being true, so it must be true. So row 1, column 5 is 6.',
    );
    expect(brokenZh).toContain('假设起点不成立，却推出了它成立，所以起点必定成立。');
  });

  it('an ALS-XZ: each set and the digit taken out of it', async () => {
    expect(await both(() => explainStep(realStep('als-xz')))).toEqual([
      'An almost locked set is a group of cells in one unit holding one digit more than it has cells. If row 2, column 2 is not 2, then row 7, column 2 is 8 (without 2, the set column 2, rows 2 and 7 has just as many digits as cells). Then row 7, column 5 is not 8 (it shares row 7 with row 7, column 2). So 2 is in column 5, rows 1 or 5 (without 8, the set column 5, rows 1, 5, and 7 has just as many digits as cells). At least one end of the chain is true: row 2, column 2 is 2, or 2 is in column 5, rows 1 or 5. So 2 can be removed from row 2, column 5.',
      '待定数组（ALS）是同一区域内候选数比格子数多一个的一组格子。如果第2行第2列不是2，那么第7行第2列是8（去掉2后，第2、7行第2列这组格子的候选数与格数一样多）。那么第7行第5列不是8（与第7行第2列同在第7行）。于是2在第1或5行第5列之中（去掉8后，第1、5、7行第5列这组格子的候选数与格数一样多）。链的两端至少有一端成立：第2行第2列是2，或者2在第1或5行第5列之中。结论：可以从第2行第5列中删去2。',
    ]);
  });
});

describe('a forcing chain: a summary, and each branch walked on demand', () => {
  it('a cell forcing chain: whatever the cell holds', async () => {
    const step = realStep('cell-forcing-chain');
    expect(await both(() => explainStep(step))).toEqual([
      'Whatever row 3, column 7 holds — 3 or 7 — row 3, column 9 cannot be 3.',
      '无论第3行第7列是3还是7，结果都是：第3行第9列不能是3。',
    ]);
    expect(await both(() => stepBranches(step).join(' | '))).toEqual([
      'If row 3, column 7 is 3 | If row 3, column 7 is 7',
      '如果第3行第7列是3 | 如果第3行第7列是7',
    ]);
    expect(await both(() => explainBranch(step, 0))).toEqual([
      'Suppose row 3, column 7 is 3. Then row 3, column 9 is not 3 (it shares box 3 with row 3, column 7).',
      '假设第3行第7列是3。那么第3行第9列不是3（与第3行第7列同在第3宫）。',
    ]);
  });

  it('a unit forcing chain: wherever the digit goes in the unit', async () => {
    const step = realStep('unit-forcing-chain');
    const [summary, summaryZh] = await both(() => explainStep(step));
    expect(summary).toBe(
      'Wherever 7 goes in column 9 — row 3, row 5, or row 6 — row 6, column 9 cannot be 1.',
    );
    expect(summaryZh).toBe('无论7填在第9列的第3行、第5行还是第6行，结果都是：第6行第9列不能是1。');
    const [walk] = await both(() => explainBranch(step, 0));
    expect(walk).toBe(
      'Suppose row 3, column 9 is 7. Then row 3, column 9 is not 2 (a cell holds one digit). So row 6, column 9 is 2 (the last place left for 2 in column 9). Then row 6, column 9 is not 1 (a cell holds one digit).',
    );
  });

  it('a digit forcing chain: whether the candidate is true or not', async () => {
    const step = realStep('digit-forcing-chain');
    expect(await both(() => explainStep(step))).toEqual([
      'Whether row 3, column 9 is 2 or not, row 3, column 9 cannot be 3.',
      '无论第3行第9列是不是2，结果都是：第3行第9列不能是3。',
    ]);
    expect(stepBranches(step)).toEqual(['If row 3, column 9 is 2', 'If row 3, column 9 is not 2']);
  });

  it('a contradiction: what breaks, then why each clashing fact holds', async () => {
    const step = realStep('contradiction-chain');
    expect(await both(() => explainStep(step))).toEqual([
      'If row 6, column 9 is 1, then in the end 7 has no place left in box 3, which cannot be. So 1 can be removed from row 6, column 9.',
      '假如第6行第9列是1，推到最后第3宫中就没有位置填7了，这不可能。结论：可以从第6行第9列中删去1。',
    ]);
    expect(stepBranches(step)).toEqual([
      'Why row 1, column 7 is not 7',
      'Why row 3, column 7 is not 7',
      'Why row 3, column 9 is not 7',
    ]);
    expect(explainBranch(step, 0)).toBe(
      'Suppose row 6, column 9 is 1. Then row 4, column 7 is not 1 (it shares box 6 with row 6, column 9). So row 4, column 7 is 7 (the last candidate left in the cell). Then row 1, column 7 is not 7 (it shares column 7 with row 4, column 7).',
    );
  });

  it('dynamic and nested chains walk each fact with its reason, a nested one by its contradiction', () => {
    const dynamic = realStep('dynamic-forcing-chain');
    for (const chain of dynamic.chains!) {
      const walk = walkForcing(chain);
      // The premise, then one sentence per fact inferred.
      expect(walk).toHaveLength(chain.nodes.length);
    }
    const nested = realStep('nested-forcing-chain');
    const walks = nested.chains!.map((_, i) => explainBranch(nested, i)).join(' ');
    expect(walks).toMatch(
      /\(if row \d, column \d is \d, then (\d has no place left in (row|column|box) \d|row \d, column \d has no candidate left)\)/,
    );
    expect(explainStep(nested)).toBe(
      'If row 3, column 3 is 9, then in the end 2 has no place left in column 7, which cannot be. So 9 can be removed from row 3, column 3.',
    );
  });

  it('other steps have no branches, and a branch a step lacks reads as nothing', () => {
    expect(stepBranches(realStep('x-chain'))).toEqual([]);
    expect(explainBranch(realStep('cell-forcing-chain'), 5)).toBe('');
  });
});

describe('Killer techniques are worded in both languages', () => {
  it.each(KILLER_TECHNIQUE_IDS)('%s has a name in English and in Chinese', (id) => {
    const key = `technique.${id}` as keyof typeof enSteps;
    expect(enSteps[key]?.trim()).toBeTruthy();
    expect(zhSteps[key]?.trim()).toBeTruthy();
  });

  it('names them as Chinese Killer players do', () => {
    expect(zhSteps['technique.cage-combination']).toContain('组合');
    expect(zhSteps['technique.cage-combination']).toContain('凑数');
    expect(zhSteps['technique.rule-of-45']).toBe('45法则');
  });

  it('a real step of every Killer technique is explained in both languages', async () => {
    const found = realKillerSteps();
    expect(new Set(found.map((f) => f.step.technique))).toEqual(new Set(KILLER_TECHNIQUE_IDS));
    for (const { step, rules } of found) {
      const [en, zh] = await both(() => explainStep(step, undefined, rules));
      const [areaEn, areaZh] = await both(() => describeStepArea(step, rules));
      for (const text of [en, zh, areaEn, areaZh]) {
        expect(text, step.technique).not.toMatch(/[{}]/);
        expect(text.length, step.technique).toBeGreaterThan(5);
      }
      for (const s of sentencesOf(`${areaEn} ${en}`))
        expect(s, step.technique).toMatch(/^[A-Z0-9]/);
      expect(zh, step.technique).toMatch(/[\u4e00-\u9fff]/);
      expect(zh, step.technique).not.toMatch(/\b(?:row|column|box|cage|is|not|the)\b/);
    }
  });

  it('a cage combination: the cage, its sum and the digit sets that make it', async () => {
    const { step, rules } = realKillerSteps()[0];
    expect(await both(() => describeStepArea(step, rules))).toEqual([
      'Look at the 19 cage at row 4, column 5 (cage combination).',
      '留意第4行第5列处和为19的笼子，可以用组合（凑数）。',
    ]);
    const [en, zh] = await both(() => explainStep(step, undefined, rules));
    expect(en).toBe(
      'The cells of the 19 cage at row 4, column 5 take different digits adding up to 19. The only digit sets that make 19 and fit their candidates are 2+8+9, 3+7+9, 4+6+9, 4+7+8, or 5+6+8. So 1 can be removed from row 4, column 5, row 5, column 4, and row 5, column 5.',
    );
    expect(zh).toContain('能凑出19又符合候选数的组合只有2+8+9、3+7+9、4+6+9、4+7+8或5+6+8。');
  });

  it('the rule of 45: the units, the cages inside, the innies or outies and their sum', async () => {
    const [outies, innies, single] = realKillerSteps()
      .filter(({ step }) => step.technique === 'rule-of-45')
      .map(({ step, rules }) => both(() => explainStep(step, undefined, rules)));
    expect((await outies)[0]).toBe(
      'Box 7 holds the digits 1 to 9 once: 45 in all. The cages wholly inside add up to 32, so the cells of the cages that reach in add up to 13 inside. Those cages add up to 22, so their cells outside add up to 9. That is column 1, rows 5 and 6: they add up to 9. With different digits, the only sets that fit are 1+8, 2+7, 3+6, or 4+5. So 9 can be removed from column 1, rows 5 and 6.',
    );
    expect((await innies)[1]).toContain('第8、9行里1到9各出现一次，合起来总和是90。');
    expect((await single)[0]).toContain(
      'That is row 3, column 1 alone, so it is 3. So row 3, column 1 is 3.',
    );
    expect((await single)[1]).toContain('45');
  });

  it('a cage-unit overlap: the digit the cage must hold, or the unit confines to it', async () => {
    const overlaps = realKillerSteps().filter(({ step }) => step.technique === 'cage-unit-overlap');
    const [inside] = await both(() => explainStep(overlaps[0].step, undefined, overlaps[0].rules));
    expect(inside).toMatch(
      /^Every digit set that makes the sum of the 25 cage at row 5, column 2 holds 6/,
    );
    const [, outsideZh] = await both(() =>
      explainStep(overlaps[1].step, undefined, overlaps[1].rules),
    );
    expect(outsideZh).toContain('在第9宫中，1只能填在第9行第7、8、9列');
  });
});

describe('cells and units are named for the kind of puzzle', () => {
  it('a 6x6 cell by its own row and column; a Jigsaw region; the diagonals of Sudoku X', async () => {
    const six = candidatesFromBoard(
      board6('123456' + '456123' + '214365' + '365214' + '53164.' + '642531'),
      undefined,
      SIX_RULES,
    );
    const step = findNextStep(six)!;
    expect(await both(() => describeStepArea(step, SIX_RULES))).toEqual([
      'Look at box 6 (full house).',
      '留意第6宫，可以用唯一空格。',
    ]);
    expect(await both(() => explainStep(step, undefined, SIX_RULES))).toEqual([
      'Box 6 has one empty cell left, so row 5, column 6 must be 2. So row 5, column 6 is 2.',
      '第6宫只剩一个空格，所以第5行第6列只能是2。结论：第5行第6列是2。',
    ]);
    const x = {
      technique: 'hidden-single',
      digits: [5],
      cells: [40],
      units: [27],
      placements: [{ cell: 40, digit: 5 }],
      eliminations: [],
    } as Step;
    expect(await both(() => explainStep(x, undefined, X_RULES))).toEqual([
      'In the main diagonal, 5 fits in only one cell: row 5, column 5. So row 5, column 5 is 5.',
      '在主对角线中，5只能填在一个格子里：第5行第5列。结论：第5行第5列是5。',
    ]);
    const jigsaw = jigsawRules(JIGSAW_REGIONS);
    expect(await both(() => describeStepArea({ ...x, units: [20] }, jigsaw))).toEqual([
      'Look at region 3 (hidden single).',
      '留意第3宫，可以用摒除法。',
    ]);
  });
});

/** Digits of a 36-character 6x6 board. */
function board6(text: string): number[] {
  return Array.from(text, (ch) => (ch >= '1' && ch <= '6' ? Number(ch) : 0));
}

// A Jigsaw layout (region digits 0-8 in reading order).
const JIGSAW_REGIONS = [
  0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4,
  5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 8, 6, 6, 6,
  7, 7, 7, 8, 8, 8, 6, 6, 6, 7, 7, 7, 8, 8, 8,
];
