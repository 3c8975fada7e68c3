import { describe, expect, it } from 'vitest';
import { downloadHeaders, fileDisposition } from './download.ts';

describe('fileDisposition (RFC 6266)', () => {
  it.each([
    ['Task_list.csv', 'attachment; filename=Task_list.csv'],
    ['Task_Id-42.csv', 'attachment; filename=Task_Id-42.csv'],
    [
      'Tâches (été).csv',
      `attachment; filename="T?ches (?t?).csv"; filename*=UTF-8''T%C3%A2ches%20%28%C3%A9t%C3%A9%29.csv`,
    ],
    ['a"b\\c.csv', 'attachment; filename="a\\"b\\\\c.csv"'],
    ['报告.pdf', `attachment; filename="??.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`],
  ])('%s', (fileName, expected) => {
    expect(fileDisposition(fileName)).toBe(expected);
  });

  it('shows a file in the page when asked', () => {
    expect(fileDisposition('photo.png', 'inline')).toBe('inline; filename=photo.png');
  });
});

describe('downloadHeaders', () => {
  it('is never sniffed and, unless told, never kept', () => {
    expect(downloadHeaders('a.csv', 'text/csv; charset=utf-8')).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename=a.csv',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(
      downloadHeaders('a.png', 'image/png', { type: 'inline', cache: 'private, no-cache' }),
    ).toMatchObject({
      'content-disposition': 'inline; filename=a.png',
      'cache-control': 'private, no-cache',
    });
  });
});
