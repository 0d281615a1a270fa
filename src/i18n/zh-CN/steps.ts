import type { Messages } from '../messages';
import chains from './chains';

/** 简体中文: technique names and the wording of logical steps (hints and the solution steps). */
const messages: Messages<'steps'> = {
  ...chains,
  'technique.full-house': '唯一空格',
  'technique.naked-single': '唯余法',
  'technique.hidden-single': '摒除法',
  'technique.cage-combination': '组合（凑数）',
  'technique.pointing': '宫区块',
  'technique.claiming': '行列区块',
  'technique.cage-unit-overlap': '笼子区块',
  'technique.rule-of-45': '45法则',
  'technique.naked-pair': '显性数对',
  'technique.hidden-pair': '隐性数对',
  'technique.naked-triple': '显性三数组',
  'technique.hidden-triple': '隐性三数组',
  'technique.x-wing': 'X翼',
  'technique.xy-wing': 'XY翼',
  'technique.naked-quad': '显性四数组',
  'technique.hidden-quad': '隐性四数组',
  'technique.skyscraper': '摩天楼',
  'technique.two-string-kite': '双线风筝',
  'technique.swordfish': '剑鱼',
  'technique.xyz-wing': 'XYZ翼',
  'technique.w-wing': 'W翼',
  'technique.colour-wrap': '染色法（同色冲突）',
  'technique.colour-trap': '染色法（异色夹击）',
  'technique.unique-rectangle': '唯一矩形',
  'technique.jellyfish': '水母',
  'technique.unique-rectangle-2': '唯一矩形（类型2）',
  'technique.unique-rectangle-4': '唯一矩形（类型4）',
  'technique.bug-plus-one': '全双值坟墓+1（BUG+1）',
  'technique.finned-x-wing': '带鳍X翼',
  'technique.unique-rectangle-3': '唯一矩形（类型3）',
  'technique.finned-swordfish': '带鳍剑鱼',
  'technique.x-chain': 'X链',
  'technique.xy-chain': 'XY链',
  'technique.aic': '交替推理链',
  'technique.als-xz': 'ALS-XZ',
  'technique.als-xy-wing': 'ALS-XY翼',
  'technique.contradiction-chain': '矛盾链',
  'technique.digit-forcing-chain': '数字强制链',
  'technique.cell-forcing-chain': '单元格强制链',
  'technique.unit-forcing-chain': '区域强制链',
  'technique.dynamic-forcing-chain': '动态强制链',
  'technique.nested-forcing-chain': '嵌套强制链',

  'step.area': '留意{unit}，可以用{name}。',
  'step.why.full-house': '{unit}只剩一个空格，所以{cell}只能是{digit}。',
  'step.why.naked-single': '{cell}所在的行、列、宫里已经出现了除{digit}以外的所有数字。',
  'step.why.naked-single.ruled-out':
    '{cell}所在的行、列、宫里，除{digit}以外的数字不是已经出现，就是已被排除。',
  'step.why.hidden-single': '在{unit}中，{digit}只能填在一个格子里：{cell}。',
  'step.why.pointing':
    '在{box}中，{digit}只能出现在{line}上，所以{line}的其他格子都不能填{digit}。',
  'step.why.claiming': '在{line}中，{digit}只能出现在{box}里，所以{box}的其他格子都不能填{digit}。',
  'step.why.naked-subset':
    '在{unit}中，{cells}的候选数合起来只有{digits}，这几格正好要用这几个数字填满，所以{unit}的其他格子都不能再填{digits}。',
  'step.why.hidden-subset':
    '在{unit}中，{digits}都只能填在{cells}，这几格正好被它们占满，不能再填别的数字。',
  'step.why.fish':
    '在{bases}中，{digit}都只能填在{covers}上。{bases}各要填一个{digit}，这几个{digit}正好分别落在{covers}上，所以{covers}的其他格子都不能再填{digit}。',
  'step.why.finned-fish.one':
    '在{bases}中，除了鳍{fins}，{digit}都只能填在{covers}上。如果鳍不是{digit}，这就是一条完整的鱼，{covers}的其他格子都不能填{digit}；如果鳍是{digit}，{box}的其他格子就都不能填{digit}。两种情况下，{box}里位于{covers}上、又不在{bases}中的格子都不能填{digit}。',
  'step.why.finned-fish.other':
    '在{bases}中，除了鳍{fins}，{digit}都只能填在{covers}上。如果这几个鳍都不是{digit}，这就是一条完整的鱼，{covers}的其他格子都不能填{digit}；如果有一个鳍是{digit}，{box}的其他格子就都不能填{digit}。两种情况下，{box}里位于{covers}上、又不在{bases}中的格子都不能填{digit}。',
  'step.why.xy-wing':
    '轴心{pivot}只能是{x}或{y}。如果它是{x}，钳子{pincerX}（只能是{pairX}）就是{z}；如果它是{y}，钳子{pincerY}（只能是{pairY}）就是{z}。总有一个钳子是{z}，所以同时能看到两个钳子的格子不能是{z}。',
  'step.why.xyz-wing':
    '轴心{pivot}只能填{digits}，两个钳子{pincers}各含{z}和轴心的另一个数。无论轴心填什么，这三格中总有一格是{z}，所以同时能看到这三格的格子不能填{z}。',
  'step.why.w-wing':
    '两端{end1}和{end2}都只能是{x}或{y}。在{unit}中，{x}只能填在{places}，所以其中之一是{x}。如果{link1}是{x}，能看到它的{end1}就是{y}；如果{link2}是{x}，{end2}就是{y}。总有一端是{y}，所以同时能看到两端的格子不能是{y}。',
  'step.why.single-digit':
    '{digit}在{line1}和{line2}中各只有两个位置。近端{near1}和{near2}同在{cross}，至多一个是{digit}，所以远端{far1}和{far2}至少有一个是{digit}。同时能看到两个远端的格子不能填这个数。',
  'step.why.colour-wrap':
    '把{digit}经过{cells}的链用两种颜色交替染色：其中一种颜色会让{digit}在同一区域出现两次，所以这种颜色的格子都不是{digit}。',
  'step.why.colour-trap':
    '把{digit}经过{cells}的链用两种颜色交替染色：两种颜色中必有一种是{digit}，所以同时能看到两种颜色的格子不能填{digit}。',
  'step.why.unique-rectangle':
    '{floor}都只能填{a}或{b}。如果{cell}也只能填{a}或{b}，矩形四角的{a}和{b}就可以互换，题目就有两个解了。题目只有唯一解，所以{cell}既不能填{a}，也不能填{b}。',
  'step.why.unique-rectangle-2':
    '{floor}都只能填{a}或{b}；{roof}除了这两个数，还都多一个{extra}。如果这两格都不填{extra}，矩形四角的{a}和{b}就可以互换，题目就有两个解了。所以这两格中必有一格是{extra}，同时能看到这两格的格子都不能填{extra}。',
  'step.why.unique-rectangle-3':
    '{floor}都只能填{a}或{b}。为了不出现两个解，{roof}不能都只填{a}或{b}，其中必有一格要填{a}、{b}以外的数字。把这两格看成一个只含这些额外数字的格子，它和{cells}一起在{unit}中构成显性数组，所以这些数字不能再填在{unit}的其他格子里。',
  'step.why.unique-rectangle-4':
    '{floor}都只能填{a}或{b}。在{unit}中，{a}只能填在{places}，所以这两格中必有一格是{a}。如果另一格填{b}，矩形四角的{a}和{b}就可以互换，题目就有两个解了。所以这两格都不能填{b}。',
  'step.why.bug-plus-one':
    '除{cell}以外，每个空格都恰好有两个候选数。如果{cell}不是{digit}，每个数字在每行、每列、每宫都恰好有两个位置，题目就不可能只有唯一解。',
  'step.why.als': '待定数组（ALS）是同一区域内候选数比格子数多一个的一组格子。',
  'unit.region': '第{n}宫',
  'unit.diagonal': '主对角线',
  'unit.anti-diagonal': '副对角线',
  'cage.name': '{cell}处和为{sum}的笼子',
  'step.why.cage-combination.whole': '{cage}的格子填互不相同的数字，和为{sum}。',
  'step.why.cage-combination.rest':
    '{cage}中还空着的{cells}填互不相同的数字，和为已填数字之外剩下的{sum}。',
  'step.why.cage-combination.sets': '能凑出{sum}又符合候选数的组合只有{combos}。',
  'step.why.cage-combination.set': '能凑出{sum}又符合候选数的组合只有{combos}一种。',
  'step.why.rule-of-45.total.one': '{units}里1到{n}各出现一次，总和是{total}。',
  'step.why.rule-of-45.total.other': '{units}里1到{n}各出现一次，合起来总和是{total}。',
  'step.why.rule-of-45.in':
    '完全在里面的笼子加起来是{inside}，所以其余的格子（伸到外面的笼子在里面的部分）之和是{rest}。',
  'step.why.rule-of-45.in.none': '没有笼子完全在里面，所以伸到外面的笼子在里面的格子之和是{rest}。',
  'step.why.rule-of-45.out':
    '完全在里面的笼子加起来是{inside}，所以伸进来的笼子在里面的格子之和是{rest}。这些笼子总和是{reaching}，所以它们在外面的格子之和是{outside}。',
  'step.why.rule-of-45.known': '其中已填的数字合计{known}，所以{cells}之和是{sum}。',
  'step.why.rule-of-45.cells': '也就是{cells}，它们之和是{sum}。',
  'step.why.rule-of-45.cell': '也就是只有{cells}一格，所以它是{sum}。',
  'step.why.rule-of-45.combos': '数字互不相同时，能凑出的组合只有{combos}。',
  'step.why.cage-unit-overlap.in':
    '能凑出{cage}之和的组合都含有{digit}，所以笼子里一定有{digit}，而且只能在{cells}。同时能看到这些格子的格子不能是{digit}。',
  'step.why.cage-unit-overlap.out':
    '在{unit}中，{digit}只能填在{cells}，都在{cage}里，所以笼子里一定有{digit}。能凑出它的和的组合中，只有{combos}含{digit}又符合候选数。',
  'step.place': '结论：{cell}是{digit}。',
  'step.remove': '结论：可以从{cells}中删去{digits}。',

  // The status line's words for hints, checks, wins, rewinds and mistakes (announce.ts).
  'hint.wrong': '第{row}行第{col}列的{digit}填错了。',
  'hint.reveal': '第{row}行第{col}列是{digit}。',
  'hint.solved': '这道题已经解开了。',
  'hint.notes': '第{row}行第{col}列的笔记里漏掉了这一格该填的数字。',
  'hint.stuck': '这里用不上游戏里的任何技巧。再按一次“提示”可揭示一格。',
  'check.solved': '解开了！',
  'check.wrong.one': '有1个数字填错了，已在盘面上标出。',
  'check.wrong.other': '有{count}个数字填错了，已在盘面上标出。',
  'check.ok.one': '目前没有错误，还剩1格。',
  'check.ok.other': '目前没有错误，还剩{count}格。',
  'win.message': '太棒了！用时{time}解开。',
  'mistake.immediate': '第{row}行第{col}列填错了。',
  'rewind.done': '已退回到第{number}步之前：{move}。',
  'rewind.nothing': '所有数字都正确，无需回退。',
  'rewind.start': '已退回到开局。',
  'move.place': '在第{row}行第{col}列填{digit}',
  'move.hint': '提示在第{row}行第{col}列填{digit}',
  'move.note': '在第{row}行第{col}列记笔记{digit}',
  'move.erase': '擦除第{row}行第{col}列',
  'move.fillNotes': '填写候选数',
  'move.restore': '一次回退',
  'move.restart': '重新开始本题',
  'restart.done': '已回到本题开局。按“撤销”可以找回你填的数字。',
  'move.eliminate': '删去笔记',
  'move.corner': '在第{row}行第{col}列标角标{digit}',
  'move.colour': '给第{row}行第{col}列涂色',
  'move.batch': '一次改动{count}格',
  'engine.failed': '暂时没能算出来。这局没有变化，请再试一次。',
  'engine.failedFresh': '暂时没能做到，请再试一次。',

  // The hint card (shown once a hint has been asked for).
  'hint.title': '提示',
  'hint.close': '关闭提示',
  'hint.showMe': '看看为什么',
  'hint.apply': '填入',
  'hint.applyRemoval': '删去候选数',
  'hint.nextHint': '下一个提示',
  'hint.revealThis': '显示此格',
  'hint.pickEmpty': '先选一个空格，再按“显示此格”。',
  'control.revealCell': '揭示一格',
  'status.preparingKind': '正在生成一道{kind}…',
  'control.playAgain': '再来一局',
  'status.thinking': '正在推算…',
  'cell.hint.area': '{label}，提示：看这里',
  'cell.hint.pattern': '{label}，提示：关键格',
  'cell.hint.notes': '{label}，提示：检查这些笔记',
  'cell.hint.place': '{label}，提示：这里填{digit}',
  'cell.hint.remove': '{label}，提示：删去{digits}',
  'kind.title.classic': '数独',
  'kind.title.killer': '杀手数独',
  'kind.title.jigsaw': '锯齿数独',
  'kind.title.x': '对角线数独',
  'kind.title.6x6': '六宫数独',
};

export default messages;
