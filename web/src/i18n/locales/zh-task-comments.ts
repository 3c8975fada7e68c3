import type { TaskCommentsTranslations } from './en-task-comments.ts';

/** Chinese (Simplified): a task's comments. */
export const zhTaskComments: TaskCommentsTranslations = {
  'Add a comment': '添加评论',
  Comment: '评论',
  'Write a comment. Type @ to mention someone.': '写下评论。输入 @ 可提及他人。',
  'Edit comment': '编辑评论',
  'People to mention': '可提及的人员',
  'No one in this project matches.': '此项目中没有匹配的人员。',
  Bold: '粗体',
  Italic: '斜体',
  Underline: '下划线',
  Strikethrough: '删除线',
  Code: '代码',
  'Bulleted list': '项目符号列表',
  'Numbered list': '编号列表',
  Link: '链接',
  'Remove link': '移除链接',
  'Web address': '网址',
  'Opens in a new tab': '在新标签页中打开',
  'Write a comment or attach a file.': '请填写评论或添加附件。',
  'A comment cannot be saved empty.': '评论不能保存为空。',
  'This comment is too long.': '此评论过长。',
  'Images are not allowed in this field.': '此字段不允许粘贴图片。',
  "Only people in this task's project can be mentioned.": '只能提及此任务所属项目的成员。',
  'Only its author can edit a comment.': '只有评论作者可以编辑评论。',
  'A deleted task cannot be commented on.': '已删除的任务不能评论。',
  'Comment not found.': '未找到评论。',
  'Type at most 100 characters.': '最多输入 100 个字符。',
  'Attach files': '添加附件',
  'Attached files': '附件',
  'Download {{name}}': '下载 {{name}}',
  'The file size must not exceed 10MB, and a maximum of 10 files can be uploaded.':
    '单个文件不得超过 10MB，最多可上传 10 个文件。',
  'File size should not be greater than 10MB.': '文件大小不得超过 10MB。',
  'Please upload jpg, png, jpeg, img, doc, pdf, ppt, xls, pptx, xlsx, docx files only!':
    '请仅上传 jpg、png、jpeg、img、doc、pdf、ppt、xls、pptx、xlsx、docx 文件！',
};
