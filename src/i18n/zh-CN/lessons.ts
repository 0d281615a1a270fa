import type { Messages } from '../messages';
import techniques from './lesson-techniques';

/** 简体中文: the Learn library and Practise (loaded when either opens). */
const messages: Messages<'lessons'> = {
  ...techniques,
  'learn.title': '学习',
  'learn.intro':
    '提示用到的每一种技巧，从入门到最长的链。每课讲清找什么、为什么成立，并配有一步一步讲解的例题。',
  'learn.level.easy': '简单：唯一空格与摒除',
  'learn.level.medium': '中等：区块与数对',
  'learn.level.hard': '困难：三数组、四数组与初级翼',
  'learn.level.expert': '专家：鱼、翼、染色与唯一性',
  'learn.level.master': '大师：链与强制链',
  'learn.list': '全部技巧',
  'lesson.look': '找什么',
  'lesson.why': '为什么成立',
  'lesson.example': '例题',
  'lesson.board': '{name}的例题',
  'lesson.frame': '第{n}步，共{count}步',
  'lesson.back': '上一步',
  'lesson.next': '下一步',
  'lesson.practise': '练习',

  'frame.eliminate': '所以{cell}不能是{digit}。',
  'frame.fins': '鳍：{cells}。',
  'frame.set': '第{n}组：{cells}。',

  'practice.title': '练习：{name}',
  'practice.preparing': '正在准备局面…',
  'practice.task.place': '这里的下一步要用{name}。找出来，填入数字。',
  'practice.task.remove': '这里的下一步要用{name}。找出来，点掉笔记里它能删去的候选数。',
  'practice.check': '检查这一步',
  'practice.next': '换一个局面',
  'practice.right': '对了，这就是{name}。',
  'practice.incomplete.none': '还没有改动。填一个数字或删去候选数，再检查。',
  'practice.incomplete': '到目前为止都对，但这一步还没做完：还要从{cells}中删去{digits}。',
  'practice.change': '{cell}（{digit}）',
  'practice.wrong.mistake': '不对：{changes}与答案不符。',
  'practice.wrong.other': '这也许没错，但不是{name}在这里能推出的：{changes}。',
  'practice.failed': '没能生成局面，请再试一次。',
  'practice.retry': '再试一次',
  'practice.lesson': '返回本课',
  'practice.board': '练习局面',
  'practice.step': '这一步',
  'practice.stepBoard': '这个局面里的{name}',
};

export default messages;
