import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Chinese: work sites and the attendance settings. */
export const zhWorkSites: WorkSitesTranslations = {
  'Attendance permissions': '考勤权限',
  'Work sites': '工作地点',
  'People bound to sites may mark attendance only within the radius of one of them.':
    '绑定了工作地点的人员只能在其中某个地点的半径范围内打卡。',
  'Add work site': '添加工作地点',
  'Edit work site': '编辑工作地点',
  'No work sites yet': '暂无工作地点',
  'Until there are, everyone may mark attendance anywhere.':
    '在添加工作地点之前，所有人都可以在任何地方打卡。',
  'Distances show when the browser shares your position.': '浏览器共享您的位置后将显示距离。',
  Position: '位置',
  Radius: '半径',
  '{{distance}} away': '距离 {{distance}}',
  'You are here': '您在此处',
  'People ({{number}}):': '人员（{{number}}）：',
  'No one is bound to this site.': '此地点未绑定任何人员。',
  'Edit work site {{name}}': '编辑工作地点 {{name}}',
  'Delete work site {{name}}': '删除工作地点 {{name}}',
  'You want to delete work site {{name}}?': '确定要删除工作地点 {{name}} 吗？',
  'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.':
    '确定要删除工作地点 {{name}} 吗？未绑定其他地点的人员此后可以在任何地方打卡。',
  'Work site saved.': '工作地点已保存。',
  'Work site updated.': '工作地点已更新。',
  'Work site deleted.': '工作地点已删除。',
  'Site name': '地点名称',
  Latitude: '纬度',
  Longitude: '经度',
  'Use my current position': '使用我的当前位置',
  'Your position is not available. Allow location access, or type the latitude and longitude.':
    '无法获取您的位置。请允许访问位置信息，或手动输入纬度和经度。',
  'Radius (metres)': '半径（米）',
  'Attendance can be marked within this distance of the site.': '在距离该地点此范围内可以打卡。',
  'People bound to this site': '绑定到此地点的人员',
  'They may mark attendance only at their work sites. People bound to none may mark it anywhere.':
    '他们只能在自己的工作地点打卡。未绑定任何地点的人员可以在任何地方打卡。',
  'Compensatory days': '调休天数',
  'A day earned by working on a weekend or a holiday is lost when it is not taken in time.':
    '在周末或节假日工作获得的调休，如未及时使用将会失效。',
  'Compensatory days expire after': '调休天数的有效期为',
  days: '天',
  'From {{min}} to {{max}} days.': '{{min}} 至 {{max}} 天。',
  'Attendance settings saved.': '考勤设置已保存。',
  'Site name is required!': '地点名称为必填项！',
  'Must not exceed 100 characters!': '不得超过 100 个字符！',
  'A work site with this name already exists.': '已存在同名的工作地点。',
  'Latitude must be a number from -90 to 90.': '纬度必须是 -90 到 90 之间的数字。',
  'Longitude must be a number from -180 to 180.': '经度必须是 -180 到 180 之间的数字。',
  'Radius must be a whole number of metres from 25 to 10000.': '半径必须是 25 到 10000 之间的整数（米）。',
  'Choose people of the organisation.': '请选择本组织的人员。',
  'The expiry must be a whole number of days from 1 to 730.': '有效期必须是 1 到 730 之间的整数（天）。',
};
