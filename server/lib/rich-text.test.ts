import { describe, expect, it } from 'vitest';
import { mentionedIds, sanitizeComment } from './rich-text.ts';

const ASHA = '11111111-2222-4333-8444-555555555555';
const BEN = '99999999-aaaa-4bbb-8ccc-dddddddddddd';
const names = new Map([
  [ASHA, 'Asha Rao'],
  [BEN, 'Ben <b>Li</b>'],
]);
const span = (id: string, label = 'x', type = 'mention') =>
  `<span data-type="${type}" data-id="${id}" data-label="${label}">@${label}</span>`;
const shown = (id: string, name: string) =>
  `<span data-type="mention" data-id="${id}" data-label="${name}">@${name}</span>`;

describe('mentionedIds', () => {
  it.each([
    ['no mention', '<p>Hello @Asha</p>', []],
    ['one mention', `<p>${span(ASHA)}</p>`, [ASHA]],
    ['upper-case id, normalised', `<p>${span(ASHA.toUpperCase())}</p>`, [ASHA]],
    ['the same person twice, once', `<p>${span(ASHA)} ${span(ASHA)}</p>`, [ASHA]],
    ['in the order they appear', `<p>${span(BEN)} ${span(ASHA)}</p>`, [BEN, ASHA]],
    ['inside formatting', `<ul><li><strong>${span(BEN)}</strong></li></ul>`, [BEN]],
    ['not a uuid', `<p>${span('../admin')}</p>`, []],
    ['another data-type', `<p>${span(ASHA, 'x', 'link')}</p>`, []],
    ['another tag', `<p><a data-type="mention" data-id="${ASHA}">x</a></p>`, []],
    ['inside a script, ignored', `<script>${span(ASHA)}</script>`, []],
  ])('%s', (_name, html, expected) => {
    expect(mentionedIds(html)).toEqual(expected);
  });
});

describe('sanitizeComment', () => {
  it.each([
    ['plain paragraph', '<p>Hi</p>', '<p>Hi</p>'],
    [
      'bold and italic',
      '<p><b>a</b><i>b</i><strong>c</strong><em>d</em></p>',
      '<p><strong>a</strong><em>b</em><strong>c</strong><em>d</em></p>',
    ],
    [
      'lists',
      '<ol start="3"><li>a</li></ol><ul><li>b</li></ul>',
      '<ol start="3"><li>a</li></ol><ul><li>b</li></ul>',
    ],
    ['a script', '<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['event handlers', '<p onclick="x()" style="color:red">a</p>', '<p>a</p>'],
    ['an image', '<p>a<img src="x" onerror="alert(1)"></p>', '<p>a</p>'],
    [
      'a javascript: link keeps its text only',
      '<a href="javascript:alert(1)">a</a>',
      '<a target="_blank" rel="noopener noreferrer nofollow">a</a>',
    ],
    [
      'a web link opens apart',
      '<a href="https://example.org" target="_self">a</a>',
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    ],
    ['text is escaped', '<p>1 < 2 & "x"</p>', '<p>1 &lt; 2 &amp; "x"</p>'],
    [
      'a known mention is labelled by the server',
      `<p>${span(ASHA, 'The boss')}</p>`,
      `<p>${shown(ASHA, 'Asha Rao')}</p>`,
    ],
    [
      "a name's markup stays text",
      `<p>${span(BEN)}</p>`,
      '<p><span data-type="mention" data-id="99999999-aaaa-4bbb-8ccc-dddddddddddd" data-label="Ben &lt;b&gt;Li&lt;/b&gt;">@Ben &lt;b&gt;Li&lt;/b&gt;</span></p>',
    ],
    [
      'an unknown mention becomes text',
      `<p>${span('00000000-0000-4000-8000-000000000000', 'Eve')}</p>`,
      '<p><span>@Eve</span></p>',
    ],
  ])('%s', (_name, html, expected) => {
    expect(sanitizeComment(html, names).html).toBe(expected);
  });

  it.each([
    ['', false],
    ['<p></p>', false],
    ['<p> &nbsp;\u00a0</p><p><br></p>', false],
    ['<img src="x">', false],
    ['<script>alert(1)</script>', false],
    ['<p>.</p>', true],
    [`<p>${span(ASHA)}</p>`, true],
  ])('%j has text: %s', (html, expected) => {
    expect(sanitizeComment(html, names).hasText).toBe(expected);
  });
});
