import type { ValidationTranslations } from './en-validation.ts';

/** Chinese: the project's wording of schema checks without a message of their own. */
export const zhValidation: ValidationTranslations = {
  'This field is required.': '此项为必填项。',
  'Please enter at most {{maximum}} characters.': '最多可输入 {{maximum}} 个字符。',
  'Please enter at least {{minimum}} characters.': '请至少输入 {{minimum}} 个字符。',
  'Please enter exactly {{length}} characters.': '请输入正好 {{length}} 个字符。',
  'Please enter a number.': '请输入数字。',
  'Please enter a whole number.': '请输入整数。',
  'Please enter a number no greater than {{maximum}}.': '请输入不大于 {{maximum}} 的数字。',
  'Please enter a number less than {{maximum}}.': '请输入小于 {{maximum}} 的数字。',
  'Please enter a number no less than {{minimum}}.': '请输入不小于 {{minimum}} 的数字。',
  'Please enter a number greater than {{minimum}}.': '请输入大于 {{minimum}} 的数字。',
  'Please enter a multiple of {{divisor}}.': '请输入 {{divisor}} 的倍数。',
  'Please choose at most {{maximum}} items.': '最多可选择 {{maximum}} 项。',
  'Please choose at least {{minimum}} items.': '请至少选择 {{minimum}} 项。',
  'Please choose at least one.': '请至少选择一项。',
  'Please choose from the list.': '请从列表中选择。',
  'Please enter a valid date.': '请输入有效日期。',
  'Please enter a valid e-mail address.': '请输入有效的电子邮件地址。',
  'This value is not in the right format.': '此值的格式不正确。',
  'This must be text.': '此项必须是文本。',
  'This must be a list.': '此项必须是列表。',
  'This must be an object.': '此项必须是对象。',
  'This must be true or false.': '此项必须是 true 或 false。',
  'Unknown field: {{field}}.': '未知字段：{{field}}。',
  'Search must not exceed 100 characters.': '搜索内容不得超过 100 个字符。',
};
