import { zhAttendance } from './zh-attendance.ts';
import { zhHrReports } from './zh-hr-reports.ts';
import { zhTaxDeclaration } from './zh-tax-declaration.ts';
import { zhTaxProofs } from './zh-tax-proofs.ts';
import { zhAppraisals } from './zh-appraisals.ts';
import { zhLetters } from './zh-letters.ts';
import { zhWorkSites } from './zh-work-sites.ts';
import { zhAttendanceGrid } from './zh-attendance-grid.ts';
import { zhReports } from './zh-reports.ts';
import type { Translations } from './en.ts';
import { pluralEntries } from './en-task-timeline.ts';
import { zhDashboard } from './zh-dashboard.ts';
import { zhHolidays } from './zh-holidays.ts';
import { zhJobs } from './zh-jobs.ts';
import { zhPasswords } from './zh-passwords.ts';
import { zhCountries } from './zh-countries.ts';
import { zhLayout } from './zh-layout.ts';
import { zhLeave } from './zh-leave.ts';
import { zhNavigation } from './zh-navigation.ts';
import { zhPeople } from './zh-people.ts';
import { zhProjects } from './zh-projects.ts';
import { zhTaskComments } from './zh-task-comments.ts';
import { zhTaskDetail } from './zh-task-detail.ts';
import { zhTaskTimeline, zhTaskTimelinePlurals } from './zh-task-timeline.ts';
import { zhTasks } from './zh-tasks.ts';
import { zhServer } from './zh-server.ts';
import { zhValidation } from './zh-validation.ts';

/** Chinese (simplified). */
export const zh: Translations = {
  // Layout: sidebar, top bar, footer
  Dashboard: '仪表板',
  Tasks: '任务',
  Users: '用户',
  Organization: '组织',
  Projects: '项目',
  Attendance: '考勤',
  Reports: '报表',
  'HR Management': '人力资源管理',
  'Letter Requests': '函件申请',
  'Performance Matrix': '绩效矩阵',
  'Self Appraisal': '自我评估',
  'Manager Appraisal': '经理评估',
  'Investment Declarations': '投资申报',
  'IT Proof Submission': '税务凭证提交',
  'Main navigation': '主导航',
  'Open navigation': '打开导航',
  'Close navigation': '关闭导航',
  'Skip to main content': '跳到主要内容',
  'All rights reserved.': '保留所有权利。',
  'Enter full screen': '进入全屏',
  'Exit full screen': '退出全屏',
  Language: '语言',
  'Account menu of {{name}}': '{{name}} 的账户菜单',
  Profile: '个人资料',
  'Log out': '退出登录',
  Breadcrumb: '面包屑导航',
  // Page titles
  'Sign in': '登录',
  'Forgot password': '忘记密码',
  'E-mail verification': '邮箱验证',
  'Reset password': '重置密码',
  Settings: '设置',
  'Task details': '任务详情',
  'Add user': '添加用户',
  'Edit user': '编辑用户',
  'User tasks': '用户任务',
  'User profile': '用户资料',
  'Project team': '项目团队',
  'Project details': '项目详情',
  'Organization structure': '组织结构',
  'Leave approval': '请假审批',
  'Holidays calendar': '假期日历',
  'Group attendance report': '团队考勤报表',
  'Late and early report': '迟到早退报表',
  'Absence report': '缺勤报表',
  'Overtime report': '加班报表',
  'Holiday and leave balance report': '节假日与假期余额报表',
  'Manager appraisals': '经理评估列表',
  // Common
  'Welcome {{name}}': '欢迎，{{name}}',
  'Loading…': '加载中…',
  Close: '关闭',
  'There is no space left to store this file. Please try again later or tell your administrator.':
    '没有剩余空间来保存此文件。请稍后重试或告知管理员。',
  'Try again': '重试',
  'The page could not be shown. Reloading usually helps.': '无法显示此页面。重新加载通常可以解决。',
  Reload: '重新加载',
  // Sign-in, recovery and e-mail links
  Email: '邮箱',
  Password: '密码',
  'Forgot password?': '忘记密码？',
  'Sign in to continue to Orgdesk.': '登录以继续使用 Orgdesk。',
  'Your session has ended. Please sign in again.': '您的会话已结束。请重新登录。',
  Demo: '演示',
  'Every demo account signs in with the password {{password}}.': '所有演示账户的登录密码均为 {{password}}。',
  Reset: '重置',
  'Back to login': '返回登录',
  'Enter your e-mail address and we will send you a link to reset your password.':
    '输入您的邮箱地址，我们将向您发送重置密码的链接。',
  'Set your password': '设置您的密码',
  'Verified successfully': '验证成功',
  'Your e-mail address is verified. You can sign in now.': '您的邮箱地址已验证，现在可以登录了。',
  'Email Expired': '邮件已过期',
  'Email Sent': '邮件已发送',
  'We have sent you an e-mail with a link.': '我们已向您发送了一封带有链接的邮件。',
  'Not Verified': '未验证',
  'Link not valid': '链接无效',
  'If you do not see it in your inbox, please check your spam folder.':
    '如果收件箱中没有看到，请检查垃圾邮件文件夹。',
  Resend: '重新发送',
  'Request a new link': '申请新链接',
  'Go to login': '前往登录',
  // Passwords
  'New password': '新密码',
  'Confirm password': '确认密码',
  'Current password': '当前密码',
  'Hide password': '隐藏密码',
  'Show password': '显示密码',
  'Password must contain:': '密码必须包含：',
  '(met)': '（已满足）',
  '(not met)': '（未满足）',
  'Lowercase letter': '小写字母',
  'Uppercase letter': '大写字母',
  Number: '数字',
  'Special character': '特殊字符',
  '8 characters': '8 个字符',
  // Settings
  'Profile settings': '个人资料设置',
  'Account settings': '账户设置',
  Update: '更新',
  // Messages of the shared auth schema (AUTH_MESSAGES), shown by the forms and sent by the server
  'Email is required!': '邮箱为必填项！',
  'Please enter valid email!': '请输入有效的邮箱！',
  'Email must be a valid email address!': '邮箱必须是有效的邮箱地址！',
  'Email must not exceed 150 characters!': '邮箱不能超过 150 个字符！',
  'Password is required!': '密码为必填项！',
  'Current password is required!': '当前密码为必填项！',
  'Please enter correct current password!': '请输入正确的当前密码！',
  'New password is required!': '新密码为必填项！',
  'Password must be at least 8 characters!': '密码至少需要 8 个字符！',
  'Password must not exceed 100 characters!': '密码不能超过 100 个字符！',
  'Password is invalid!': '密码无效！',
  'New password is invalid!': '新密码无效！',
  'New password and current password should not be same.': '新密码不能与当前密码相同。',
  'Confirm password is required!': '确认密码为必填项！',
  'New password and confirm password must match!': '新密码与确认密码必须一致！',
  'Invalid email or password.': '邮箱或密码错误。',
  'Too many attempts. Please wait a few minutes and try again.': '尝试次数过多，请等待几分钟后再试。',
  'Your e-mail address is not verified yet.': '您的邮箱地址尚未验证。',
  'If an account exists for this e-mail, a link has been sent to it.':
    '如果该邮箱对应的账户存在，我们已向其发送链接。',
  'This link has expired. Request a new one.': '此链接已过期，请申请新链接。',
  'This link is not valid any more. Request a new one.': '此链接已失效，请申请新链接。',
  'Your password has been reset. Sign in with your new password.': '您的密码已重置，请使用新密码登录。',
  // Failures the client itself reports (lib/api-client.ts)
  'Could not reach the server. Check your connection and try again.':
    '无法连接服务器，请检查网络连接后重试。',
  'The server took too long to answer. Please try again.': '服务器响应超时，请重试。',
  // The server's general error messages (server/lib/errors.ts, error-handler.ts)
  'Please sign in to continue.': '请登录后继续。',
  'You are not allowed to do this.': '您无权执行此操作。',
  'Not found.': '未找到。',
  'Please correct the highlighted fields.': '请更正标出的字段。',
  'Cross-site request refused.': '跨站请求已被拒绝。',
  'Invalid value.': '值无效。',
  ...zhValidation,
  ...zhServer,
  ...zhPeople,
  ...zhTasks,
  ...zhProjects,
  ...zhDashboard,
  ...zhTaskDetail,
  ...zhTaskTimeline,
  ...zhTaskComments,
  ...pluralEntries(zhTaskTimelinePlurals),
  ...zhJobs,
  ...zhPasswords,
  ...zhCountries,
  ...zhLayout,
  ...zhNavigation,
  ...zhLeave,
  ...zhHolidays,
  ...zhAttendance,
  ...zhWorkSites,
  ...zhAttendanceGrid,
  ...zhHrReports,
  ...zhTaxDeclaration,
  ...zhTaxProofs,
  ...zhAppraisals,
  ...zhLetters,
  ...zhReports,
};
