import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './download.ts';

describe('attachmentDisposition (RFC 6266)', () => {
  it.each([
    ['Task_list.csv', `attachment; filename="Task_list.csv"; filename*=UTF-8''Task_list.csv`],
    ['Task_Id-42.csv', `attachment; filename="Task_Id-42.csv"; filename*=UTF-8''Task_Id-42.csv`],
    [
      'Tâches (été).csv',
      `attachment; filename="T_ches (_t_).csv"; filename*=UTF-8''T%C3%A2ches%20%28%C3%A9t%C3%A9%29.csv`,
    ],
    ['a"b\\c.csv', `attachment; filename="a_b_c.csv"; filename*=UTF-8''a%22b%5Cc.csv`],
  ])('%s', (fileName, expected) => {
    expect(attachmentDisposition(fileName)).toBe(expected);
  });
});
