import type { Messages } from '../messages';

/** 简体中文: the messages of the first load (the board, the controls, the status line, hints in short). */
const messages: Messages<'core'> = {
  'app.title': '数独',
  'app.subtitle.level': '难度：{level}',
  'app.subtitle.link': '分享的题目',
  'app.subtitle.entry': '自定义题目',

  'level.easy': '简单',
  'level.medium': '中等',
  'level.hard': '困难',
  'level.expert': '专家',
  'level.master': '大师',

  'board.label': '数独盘面',
  'cell.position': '第{row}行第{col}列',
  'cell.given': '{position}，题目数字{digit}',
  'cell.entry': '{position}，{digit}',
  'cell.uncertain': '{label}，不确定',
  'cell.empty': '{position}，空格',
  'cell.hint': '{label}，提示填入',

  'control.newGame': '新游戏',
  'control.enterPuzzle': '输入题目',
  'control.enterPuzzle.short': '输入',
  'control.hint': '提示',
  'control.check': '检查',
  'control.erase': '擦除',

  'status.tip': '先选一个格子，再选数字。',

  'pad.label': '数字键盘',
  'pad.left.one': '还剩{count}个',
  'pad.left.other': '还剩{count}个',
  'pad.complete': '已填满',

  'unit.row': '第{n}行',
  'unit.column': '第{n}列',
  'unit.box': '第{n}宫',
  'cell.place': '第{row}行第{col}列',

  'cell.notes': '{label}，笔记{digits}',

  'control.undo': '撤销',
  'control.redo': '重做',
  'control.rewind': '退回到最后正确的一步',
  'control.rewind.short': '回退',
  'control.notes': '笔记',
  'control.notes.on': '开',
  'control.notes.off': '关',
  'control.fillNotes': '填写候选数',
  'control.pause': '暂停',
  'control.resume': '继续',
  'control.statistics': '统计',
  'control.settings': '设置',
  'tools.label': '工具',
  'control.solutionSteps': '解题步骤',
  'control.solutionSteps.short': '步骤',
  'control.statistics.short': '统计',
  'control.settings.short': '设置',
  'control.daily': '每日一题',
  'control.daily.short': '每日一题',
  'control.share': '分享',
  'control.print': '打印',

  'timer.label': '用时',

  'lazy.failed': '这部分内容没能载入，请检查网络后再试。',
  'lazy.retry': '重试',

  'kind.classic': '经典',
  'kind.killer': '杀手',
  'kind.jigsaw': '锯齿',
  'kind.x': '对角线',
  'kind.6x6': '六宫',
  'app.subtitle.kindLevel': '{kind}·难度：{level}',
};

export default messages;
