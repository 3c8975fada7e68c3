import type { JobsTranslations } from './en-jobs.ts';

/** Chinese: Settings > Scheduled jobs. */
export const zhJobs: JobsTranslations = {
  'Scheduled jobs': '计划任务',
  Job: '任务',
  Schedule: '计划',
  'Last run': '上次运行',
  Outcome: '结果',
  Duration: '耗时',
  Summary: '摘要',
  'Next run': '下次运行',
  Succeeded: '成功',
  Failed: '失败',
  Running: '运行中',
  'Not run yet': '尚未运行',
  'Attempt {{attempt}}': '第 {{attempt}} 次尝试',
  'No scheduled jobs': '没有计划任务',
  'The job scheduler is not running on this server.': '此服务器上的任务调度器未运行。',
  'E-mail delivery': '邮件发送',
  'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.':
    '发送队列中的邮件（邀请、密码重置、通知），并重试发送失败的邮件。',
  'Unused file clean-up': '清理未使用的文件',
  'Removes uploaded files that nothing refers to, 24 hours after their upload.':
    '删除没有任何引用的上传文件（上传 24 小时后）。',
  'Repeated request clean-up': '重复请求清理',
  'Forgets the answers kept for repeated create requests (Idempotency-Key) after 24 hours.':
    '24 小时后删除为重复创建请求（Idempotency-Key）保存的响应。',
  'Every {{seconds}} seconds': '每 {{seconds}} 秒',
  'Every day at {{time}} ({{timeZone}})': '每天 {{time}}（{{timeZone}}）',
  'Every hour at minute {{minute}}': '每小时第 {{minute}} 分钟',
  '{{value}} ms': '{{value}} 毫秒',
  '{{value}} s': '{{value}} 秒',
  '{{minutes}} min {{seconds}} s': '{{minutes}} 分 {{seconds}} 秒',
  'Mails each person one list of their tasks that became overdue, once per task.':
    '每天给每个人发送一封邮件，列出其新逾期的任务，每个任务只提醒一次。',
  'Public holidays': '公共假日',
  'Adds the national public holidays of India and the US for this year and the next.':
    '添加印度和美国今年及明年的全国公共假日。',
  'Monthly leave top-up': '每月假期补充',
  'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.':
    '每月为每个人补充一次假期（病假 1.5 天、事假 2 天、居家办公 0.5 天）。',
  'Compensatory day expiry': '调休天数过期',
  'Takes unused compensatory days off the balance once the period the organisation set for them has passed.':
    '在组织设定的期限过后，从余额中扣除未使用的调休天数。',
  'Every month on the 1st at {{time}} ({{timeZone}})': '每月 1 日 {{time}}（{{timeZone}}）',
  'Every year on 1 January at {{time}} ({{timeZone}})': '每年 1 月 1 日 {{time}}（{{timeZone}}）',
};
