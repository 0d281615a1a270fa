// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COL_OF, ROW_OF } from '../../src/engine';
import { candidatesFromBoard, findNextStep } from '../../src/engine/logic';
import { applyStepInPlace } from '../../src/engine/logic/grid';
import { TECHNIQUE_IDS } from '../../src/engine/logic/types';
import type { Step, Technique } from '../../src/engine/logic/types';
import { loadMessages, setLocale } from '../../src/i18n/messages';
import { describeStepArea, explainStep, forcingSummary, techniqueName } from '../../src/i18n/steps';

/*
 * The wording of real steps, in English and Chinese: every technique has a
 * name; fish name the lines the digit is confined to and the lines it is
 * removed from; wings name the pivot and the ends; chains are walked link
 * by link; forcing chains give a summary and a branch; sentences start with
 * a capital letter and no technique gets a wrong article.
 */

/** Puzzles from the tests' fixtures and the step (index on the logical path) of each technique. */
const WHERE: [Technique, string, number][] = [
  [
    'x-wing',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    59,
  ],
  [
    'finned-x-wing',
    '........1..2..3.4..5.14........6.5....7..8.3.62......4..9.2...8.3.8...9..7...94..',
    43,
  ],
  [
    'finned-swordfish',
    '98.7.36..5...9......7..6...4......3...8.7.5.....4.2..8.3...7.1...9.6.8.......1..2',
    1,
  ],
  [
    'xy-wing',
    '1.....5.9..7.1....3..9.6.4.7.91.5.2...........6.4.39.5.8.2.4..1....3.8..6.3.....4',
    40,
  ],
  [
    'w-wing',
    '.3..61..77......63....5.9..1...4.8....45.73....2.3...9..7.2....36......42..47..3.',
    16,
  ],
  [
    'skyscraper',
    '4..3...2....59.8....6.....3.3...751...........184...6.6.....2....9.26....2...3..7',
    30,
  ],
  [
    'two-string-kite',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    44,
  ],
  [
    'xy-chain',
    '.3..61..77......63....5.9..1...4.8....45.73....2.3...9..7.2....36......42..47..3.',
    17,
  ],
  ['aic', '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..', 57],
  [
    'als-xz',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    42,
  ],
  [
    'als-xy-wing',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    43,
  ],
  [
    'bug-plus-one',
    '.....9..3.8..2..5..4......12.51........25...86...4.2.....5..6..7..4.1.9.......8..',
    41,
  ],
  [
    'contradiction-chain',
    '7.8...3.....6.1...5.........4.....263...8.......1...9..9.2....4....7.5...........',
    8,
  ],
  [
    'dynamic-forcing-chain',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    9,
  ],
  [
    'nested-forcing-chain',
    '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..',
    0,
  ],
];

/** The step at `index` on the logical path of `puzzle`, and the digits on the board before it. */
function stepAt(puzzle: string, index: number): { step: Step; digits: number[] } {
  const grid = candidatesFromBoard(Array.from(puzzle, (c) => (c === '.' ? 0 : Number(c))));
  for (let i = 0; ; i++) {
    const step = findNextStep(grid);
    if (!step) throw new Error(`the path of ${puzzle} ends before step ${index}`);
    if (i === index) return { step, digits: Array.from(grid.values) };
    applyStepInPlace(grid, step);
  }
}

const STEPS = WHERE.map(([technique, puzzle, index]) => {
  const found = stepAt(puzzle, index);
  return { technique, ...found };
});

const cellEn = (c: number) => `row ${ROW_OF[c] + 1}, column ${COL_OF[c] + 1}`;
const cellZh = (c: number) => `第${ROW_OF[c] + 1}行第${COL_OF[c] + 1}列`;
const unitEn = (u: number) => (u < 9 ? `${u + 1}` : u < 18 ? `${u - 8}` : `${u - 17}`);

beforeAll(async () => {
  await Promise.all(['core', 'steps'].map((p) => loadMessages('zh-CN', p as 'core')));
});

afterAll(async () => {
  await setLocale('en');
});

describe('the steps found are the techniques named', () => {
  it.each(STEPS.map((s) => [s.technique, s.step.technique]))('%s', (want, got) => {
    expect(got).toBe(want);
  });
});

describe('every technique has a name in both languages', () => {
  it.each(TECHNIQUE_IDS)('%s', async (technique) => {
    await setLocale('en');
    const en = techniqueName(technique);
    await setLocale('zh-CN');
    const zh = techniqueName(technique);
    expect(en.length).toBeGreaterThan(1);
    expect(zh).toMatch(/[\u4e00-\u9fff]|^[A-Z]/);
    expect(zh).not.toBe(en.toLowerCase() === en ? '' : 'x'.repeat(99));
  });
});

describe.each(['en', 'zh-CN'] as const)('wording in %s', (locale) => {
  beforeAll(async () => {
    await setLocale(locale);
  });

  it.each(STEPS.map((s) => [s.technique, s] as const))(
    '%s: filled in, in sentences, with no wrong article',
    (_, { step, digits }) => {
      const text = explainStep(step, digits);
      const area = describeStepArea(step);
      for (const words of [text, area]) {
        expect(words).not.toMatch(/[{}]|undefined|NaN/);
        expect(words.length).toBeGreaterThan(4);
      }
      if (locale === 'en') {
        // Each sentence starts with a capital letter.
        for (const s of `${area} ${text}`.split(/(?<=\.) /)) expect(s).toMatch(/^[A-Z0-9]/);
        expect(`${area} ${text}`).not.toMatch(/\ba [AEIOUX]|\ban [^aeiouAEIOU]/);
        expect(area).toMatch(/^Look at (row|column|box) \d: /);
      } else {
        expect(text).toMatch(/[\u4e00-\u9fff]/);
        expect(text).not.toMatch(/\b(row|column|box|If|then)\b/);
        expect(area).toMatch(/^看第\d(行|列|宫)：/);
      }
    },
  );
});

describe('what the words say', () => {
  const find = (t: Technique) => STEPS.find((s) => s.technique === t)!;

  it('a fish names the lines the digit is confined to, then the crossing lines it leaves', async () => {
    await setLocale('en');
    const { step, digits } = find('x-wing');
    const [b1, b2, c1, c2] = step.units;
    const kind = (u: number) => (u < 9 ? 'rows' : 'columns');
    const text = explainStep(step, digits);
    expect(text).toContain(
      `In ${kind(b1)} ${unitEn(b1)} and ${unitEn(b2)}, ${step.digits[0]} fits only in ${kind(c1)} ${unitEn(c1)} and ${unitEn(c2)}.`,
    );
    expect(text).toContain(`can go nowhere else in ${kind(c1)} ${unitEn(c1)} and ${unitEn(c2)}`);
    expect(text).not.toMatch(/fits only in row \d, column/);
    await setLocale('zh-CN');
    expect(explainStep(step, digits)).toMatch(
      /^在第\d、\d(行|列)中，\d只能填在第\d、\d(行|列)上。/,
    );
  });

  it('a finned fish names its fin', async () => {
    await setLocale('en');
    const { step, digits } = find('finned-x-wing');
    expect(explainStep(step, digits)).toContain(`apart from the fin at ${cellEn(step.fins![0])}`);
  });

  it('an XY-Wing names the pivot and the two pincers', async () => {
    const { step, digits } = find('xy-wing');
    const { pivot, ends } = step.roles!;
    await setLocale('en');
    const text = explainStep(step, digits);
    expect(text).toContain(`The pivot ${cellEn(pivot!)} holds`);
    expect(text).toContain(`the pincers ${cellEn(ends[0])} and ${cellEn(ends[1])}`);
    await setLocale('zh-CN');
    expect(explainStep(step, digits)).toContain(`枢纽${cellZh(pivot!)}`);
  });

  it('a W-Wing names the two ends and the strong link between them', async () => {
    await setLocale('en');
    const { step, digits } = find('w-wing');
    const { ends, link } = step.roles!;
    const text = explainStep(step, digits);
    expect(text).toContain(`The ends ${cellEn(ends[0])} and ${cellEn(ends[1])} both hold only`);
    expect(text).toContain(`fits only in ${cellEn(link![0])} and ${cellEn(link![1])}`);
  });

  it.each(['skyscraper', 'two-string-kite'] as const)('a %s names its two ends', async (t) => {
    await setLocale('en');
    const { step, digits } = find(t);
    const { ends } = step.roles!;
    expect(explainStep(step, digits)).toContain(
      `One of the ends ${cellEn(ends[0])} and ${cellEn(ends[1])} must be ${step.eliminations[0].digit}`,
    );
  });

  it.each(['xy-chain', 'aic', 'als-xz', 'als-xy-wing'] as const)(
    'a %s is walked node by node, each with its reason',
    async (t) => {
      const { step, digits } = find(t);
      const chain = step.chains![0];
      await setLocale('en');
      const text = explainStep(step, digits);
      expect(text).toMatch(/^If /);
      // One "then ... (reason)" per node after the first.
      expect(text.match(/then [^()]+ \([^)]+\)/g)!.length).toBe(chain.nodes.length - 1);
      for (const node of chain.nodes)
        if (node.cells.length === 1) expect(text).toContain(cellEn(node.cells[0]));
      await setLocale('zh-CN');
      const zh = explainStep(step, digits);
      expect(zh).toMatch(/^如果/);
      expect(zh.match(/那么/g)!.length).toBe(chain.nodes.length - 1);
    },
  );

  it('a forcing chain gives its summary, then one branch, chosen by number', async () => {
    await setLocale('en');
    const { step, digits } = find('dynamic-forcing-chain');
    const summary = forcingSummary(step);
    const first = explainStep(step, digits, 0);
    expect(first.startsWith(summary)).toBe(true);
    expect(summary).toMatch(/^(Whatever|Wherever|Whether|Assuming)/);
    if (step.chains!.length > 1) {
      expect(first).toContain(`Branch 1 of ${step.chains!.length}: If `);
      const second = explainStep(step, digits, 1);
      expect(second).toContain(`Branch 2 of ${step.chains!.length}: If `);
      expect(second).not.toBe(first);
    }
  });

  it('a contradiction chain says which rule breaks', async () => {
    await setLocale('en');
    const { step, digits } = find('contradiction-chain');
    const text = explainStep(step, digits);
    expect(text).toMatch(/^Assuming .* breaks the rules, so it is false\./);
    expect(text).toMatch(/is left with no candidate|has no place left in (row|column|box) \d/);
  });

  it('cells in one row are named by the row: "row 3, columns 1, 2 and 7"', async () => {
    await setLocale('en');
    const step: Step = {
      technique: 'pointing',
      digits: [4],
      cells: [18, 19],
      units: [18, 2],
      placements: [],
      eliminations: [20, 24, 26].map((cell) => ({ cell, digit: 4 as const })),
    };
    expect(explainStep(step)).toContain('So 4 can be removed from row 3, columns 3, 7, and 9.');
    await setLocale('zh-CN');
    expect(explainStep(step)).toContain('所以可以从第3行第3、7、9列中删去4。');
  });
});
