import type { Messages } from '../messages';

/** 简体中文: technique names and the wording of logical steps (hints and the solution steps). */
const messages: Messages<'steps'> = {
  'technique.full-house': '唯一空格',
  'technique.naked-single': '唯余法',
  'technique.hidden-single': '摒除法',
  'technique.pointing': '宫区块',
  'technique.claiming': '行列区块',
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
  'technique.unique-rectangle-3': '唯一矩形（类型3）',
  'technique.unique-rectangle-4': '唯一矩形（类型4）',
  'technique.bug-plus-one': '全双值坟墓（BUG+1）',
  'technique.finned-x-wing': '鳍X翼',
  'technique.finned-swordfish': '鳍剑鱼',
  'technique.x-chain': 'X链',
  'technique.xy-chain': 'XY链',
  'technique.aic': '交替推理链（AIC）',
  'technique.als-xz': 'ALS-XZ（待定数组）',
  'technique.als-xy-wing': 'ALS-XY翼',
  'technique.contradiction-chain': '矛盾链',
  'technique.digit-forcing-chain': '数字强制链',
  'technique.cell-forcing-chain': '单元格强制链',
  'technique.unit-forcing-chain': '区域强制链',
  'technique.dynamic-forcing-chain': '动态强制链',
  'technique.nested-forcing-chain': '嵌套强制链',

  'units.rows': '第{numbers}行',
  'units.columns': '第{numbers}列',
  'units.boxes': '第{numbers}宫',
  'cells.inRow': '第{row}行第{cols}列',
  'cells.inColumn': '第{rows}行第{col}列',
  'numbers.separator': '、',

  'step.area': '看{unit}：{name}。',
  'step.why.full-house': '{unit}只剩一个空格，所以{cell}只能是{digit}。',
  'step.why.naked-single': '{cell}所在的行、列、宫里已经出现了除{digit}以外的所有数字。',
  'step.why.naked-single.ruled-out':
    '{cell}所在的行、列、宫里，除{digit}以外的数字不是已经出现，就是已被排除。',
  'step.why.hidden-single': '在{unit}中，{digit}只能填在一个格子里：{cell}。',
  'step.why.pointing':
    '在{box}中，{digit}只能出现在{line}上，所以{line}的其他格子都不能填{digit}。',
  'step.why.claiming': '在{line}中，{digit}只能出现在{box}里，所以{box}的其他格子都不能填{digit}。',
  'step.why.naked-subset':
    '在{unit}中，{cells}这几格只能填{digits}，所以{unit}的其他格子都不能填这些数字。',
  'step.why.hidden-subset': '在{unit}中，{digits}只能填在{cells}里，所以这几格不能填别的数字。',
  'step.why.fish':
    '在{base}中，{digit}只能填在{cover}上。这几行（列）各自的{digit}都落在与{cover}的交叉处，所以{cover}的其他格子都不能填{digit}。',
  'step.why.finned-fish':
    '在{base}中，除了鳍{fins}以外，{digit}只能填在{cover}上。如果鳍不是{digit}，就和普通的鱼一样；如果鳍是{digit}，它所在宫的其他格子就不能填{digit}。无论哪种情况，{cover}上位于鳍所在宫的格子都不能填{digit}。',
  'step.why.xy-wing':
    '枢纽{pivot}的候选数是{pivotDigits}，两个钳子{ends}各含其中一个数和{digit}。无论枢纽填哪个数，总有一个钳子是{digit}，所以同时能看到两个钳子的格子不能是{digit}。',
  'step.why.xyz-wing':
    '枢纽{pivot}的候选数是{pivotDigits}，两个钳子{ends}都含{digit}和其中另一个数。无论枢纽填什么，{digit}总在枢纽或某个钳子里，所以同时能看到这三格的格子不能是{digit}。',
  'step.why.w-wing':
    '两端{ends}都只能填{digits}。在{unit}中，{other}只能填在{link}，而这两格各看到一端，所以两端不能都是{other}，其中一端必是{digit}。同时能看到两端的格子不能是{digit}。',
  'step.why.single-digit':
    '在{lines}中，{digit}各只有两个位置，并在{link}相连。两端{ends}之一必定是{digit}，所以同时能看到两端的格子不能是{digit}。',
  'step.why.colour-wrap':
    '把{digit}经过{cells}的链用两种颜色交替染色：其中一种颜色会让{digit}在同一单元出现两次，所以这种颜色为假。',
  'step.why.colour-trap':
    '把{digit}经过{cells}的链用两种颜色交替染色：两种颜色必有一种为真，所以同时看到两种颜色的格子不能是{digit}。',
  'step.why.unique-rectangle':
    '{cells}会构成{digits}的致命矩形，有两个解；而题目只有唯一解，所以多出来的候选数决定了结果。',
  'step.why.bug':
    '除{cell}以外，每个未填的格子都恰好有两个候选数。如果{cell}不是{digit}，每个数字在每个单元里都有两个位置，题目就会有两个解。',
  'step.place': '所以{cell}是{digit}。',
  'step.remove': '所以可以从{cells}中删去{digits}。',

  'chain.on': '{cell}是{digit}',
  'chain.off': '{cell}不是{digit}',
  'chain.group.on': '{digit}在{cells}中',
  'chain.group.off': '{digit}不在{cells}中',
  'chain.start': '如果{node}',
  'chain.next': '那么{node}（{reason}）',
  'chain.join': '，',
  'chain.end': '。',
  'chain.reason.cell-strong': '这格只剩另一个候选数',
  'chain.reason.unit-strong': '{digit}在{unit}中只剩另一个位置',
  'chain.reason.cell-weak': '一格只能填一个数',
  'chain.reason.unit-weak': '同在{unit}',
  'chain.reason.cell': '这格只剩这一个候选数',
  'chain.reason.unit': '{digit}在{unit}中只剩这一个位置',
  'chain.reason.unit-any': '{digit}在所在单元中只剩这一个位置',
  'chain.reason.nested': '假设相反会导致矛盾',
  'chain.reason.outer': '前面已经知道',
  'chain.ends': '所以{first}，或者{last}：链的两端至少有一端成立。',
  'chain.loop': '这条链首尾相接成环，所以环上的每个弱链也都是强链。',
  'forcing.cell': '无论{cell}填什么（{digits}），每种情况都得到同样的结论。',
  'forcing.unit': '无论{digit}在{unit}中填在哪里（{cells}），每种情况都得到同样的结论。',
  'forcing.digit': '无论{cell}是不是{digit}，两种情况都得到同样的结论。',
  'forcing.contradiction': '假设{node}会导致矛盾，所以这个假设不成立。',
  'forcing.clash.cell': '于是{cell}没有候选数了',
  'forcing.clash.unit': '于是{digit}在{unit}中没有位置了',
  'forcing.branch': '第{n}支（共{count}支）：{walk}',
  'forcing.branchButton': '第{n}支',
  'forcing.branches': '链的分支',
};

export default messages;
