import type { AttendanceTranslations } from './en-attendance.ts';

/** Chinese: attendance marking: the top bar button, the camera modal and the location text. */
export const zhAttendance: AttendanceTranslations = {
  'Mark attendance': '考勤打卡',
  'Punch out': '下班打卡',
  'Current location': '当前位置',
  'Your location': '您的位置',
  'Finding your location…': '正在获取您的位置…',
  'Accurate to {{distance}}': '精度：{{distance}}',
  'Location permission denied': '位置权限被拒绝',
  'Please allow your location for Marking attendance.': '请允许获取您的位置以进行考勤打卡。',
  'Location unavailable': '无法获取位置',
  'Your location could not be found. Check that location is turned on, then try again.':
    '无法找到您的位置。请确认已开启定位，然后重试。',
  'Your location is too imprecise. Turn on precise location, then try again.':
    '您的位置不够精确。请开启精确定位，然后重试。',
  'No camera device detected': '未检测到摄像头设备',
  'Camera permission denied': '摄像头权限被拒绝',
  'Please allow your camera for Marking attendance.': '请允许使用摄像头以进行考勤打卡。',
  'The camera could not be started. Close other apps that use it, then try again.':
    '无法启动摄像头。请关闭正在使用它的其他应用，然后重试。',
  'Camera preview': '摄像头预览',
  'Starting the camera…': '正在启动摄像头…',
  'Your attendance photo': '您的考勤照片',
  Capture: '拍照',
  Retake: '重拍',
  'The photo could not be taken. Please try again.': '无法拍摄照片，请重试。',
  'Your day ends now, at your current location.': '您的工作日将在当前位置于此刻结束。',
  'Attendance marked.': '考勤已记录。',
  'Punched out.': '已下班打卡。',
  'A photo is required to mark attendance.': '考勤打卡需要照片。',
  'The photo must be a JPEG or PNG picture.': '照片必须是 JPEG 或 PNG 图片。',
  'The photo is too large.': '照片太大。',
  'The photo could not be read. Please take it again.': '无法读取照片，请重新拍摄。',
  'Your location is required to mark attendance.': '考勤打卡需要您的位置。',
  'Accuracy must be a number of metres from 0 to 100000.': '精度必须是 0 到 100000 之间的米数。',
  'You have already marked attendance today.': '您今天已经考勤打卡。',
  'Mark attendance before punching out.': '请先考勤打卡再下班打卡。',
  'You have already punched out today.': '您今天已经下班打卡。',
};
