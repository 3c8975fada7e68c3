import type { TaskTimelinePlurals, TaskTimelineTranslations } from './en-task-timeline.ts';

/** Chinese: the Timeline card of a task. */
export const zhTaskTimeline: TaskTimelineTranslations = {
  Timeline: '动态',
  'Loading the timeline…': '正在加载动态…',
  'Nothing has happened to this task yet.': '此任务尚无任何动态。',
  'Load more': '加载更多',
  'created the task': '创建了任务',
  'edited the task': '编辑了任务',
  'deleted the task': '删除了任务',
  'restored the task': '恢复了任务',
  commented: '发表了评论',
  Edited: '已编辑',
  '{{user}} was deleted; tasks moved to {{name}}': '{{user}} 已被删除；任务已转给 {{name}}',
  'Changed the name from {{previous}} to {{current}}': '将名称从 {{previous}} 改为 {{current}}',
  'Changed the assignee from {{previous}} to {{current}}': '将负责人从 {{previous}} 改为 {{current}}',
  'Changed the due date from {{previous}} to {{current}}': '将截止日期从 {{previous}} 改为 {{current}}',
  'Changed the status from {{previous}} to {{current}}': '将状态从 {{previous}} 改为 {{current}}',
  'Changed the description': '修改了描述',
  'just now': '刚刚',
  '{{count}} minutes ago': '{{count}} 分钟前',
  '{{count}} hours ago': '{{count}} 小时前',
  yesterday: '昨天',
  'This page of the timeline cannot be found; reload it from the start.': '找不到此页动态；请从头重新加载。',
  'Choose between 1 and 50 entries.': '请选择 1 到 50 条。',
};

/** Chinese has one form for every number. */
export const zhTaskTimelinePlurals: TaskTimelinePlurals = {
  '{{count}} minutes ago': {},
  '{{count}} hours ago': {},
};
