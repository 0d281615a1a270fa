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
    '在{units}中，{digit}只能填在{cells}里，这些格子排成一列；无论怎样填，与它们相交的行列上的{digit}都已占满。',
  'step.why.wing':
    '{cells}组成{digits}的{name}：无论数字怎么分布，总有一端是{digit}，所以同时能看到两端的格子不能是{digit}。',
  'step.why.single-digit':
    '{digit}经过{cells}组成{name}：两端之一必定是{digit}，所以同时能看到两端的格子不能是{digit}。',
  'step.why.colour-wrap':
    '把{digit}经过{cells}的链用两种颜色交替染色：其中一种颜色会让{digit}在同一单元出现两次，所以这种颜色为假。',
  'step.why.colour-trap':
    '把{digit}经过{cells}的链用两种颜色交替染色：两种颜色必有一种为真，所以同时看到两种颜色的格子不能是{digit}。',
  'step.why.unique-rectangle':
    '{cells}会构成{digits}的致命矩形，有两个解；而题目只有唯一解，所以多出来的数字决定了结果。',
  'step.place': '所以{cell}是{digit}。',
  'step.remove': '所以可以从{cells}中删去{digits}。',
};

export default messages;
