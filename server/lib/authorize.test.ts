import { describe, expect, it } from 'vitest';
import { allows, authorize, type Gates, type Policy } from './authorize.ts';
import { refusalOf } from '../test/policy-answers.ts';

type Actor = { id: string; holder: boolean };
type Doc = { ownerId: string; open: boolean };

const DOCS: Policy<Actor, Doc, 'close' | 'reopen'> = {
  notFound: 'This document does not exist.',
  see: (actor, doc) => doc.ownerId === actor.id || actor.holder,
  actions: {
    close: {
      allow: (actor, doc) => doc.ownerId === actor.id && doc.open,
      refuse: 'Only its owner closes it.',
    },
    reopen: {
      allow: (actor, doc) => actor.holder && doc.ownerId !== actor.id,
      refuse: (actor, doc) =>
        doc.ownerId === actor.id
          ? { message: 'Someone else reopens your document.', code: 'own_document' }
          : 'You are not allowed to reopen documents.',
    },
  },
};
const GATES: Gates<Actor, 'create'> = {
  gates: { create: { allow: (actor) => actor.holder, refuse: 'You are not allowed to create documents.' } },
};

const owner = { id: 'o', holder: false };
const holder = { id: 'h', holder: true };
const stranger = { id: 's', holder: false };
const doc = { ownerId: 'o', open: true };

describe('authorize', () => {
  it.each([
    ['the owner closes their open document', owner, 'close', doc, null],
    ['a holder views it', holder, 'view', doc, null],
    [
      'a stranger hears 404, whatever the action',
      stranger,
      'close',
      doc,
      { status: 404, code: 'not_found', message: 'This document does not exist.' },
    ],
    [
      'an absent document answers the same 404',
      owner,
      'view',
      null,
      { status: 404, code: 'not_found', message: 'This document does not exist.' },
    ],
    [
      'a holder who sees it but may not close it hears 403',
      holder,
      'close',
      doc,
      { status: 403, code: 'forbidden', message: 'Only its owner closes it.' },
    ],
    [
      'a refusal may carry its own code',
      owner,
      'reopen',
      doc,
      { status: 403, code: 'own_document', message: 'Someone else reopens your document.' },
    ],
    ['the rule sees the resource too', owner, 'close', { ...doc, open: false }, 403],
  ] as const)('%s', (_case, actor, action, resource, expected) => {
    const got = refusalOf(() => authorize(DOCS, actor, action, resource));
    if (typeof expected === 'number') expect(got?.status).toBe(expected);
    else expect(got).toEqual(expected);
  });

  it('answers gates with 403 only', () => {
    expect(refusalOf(() => authorize(GATES, holder, 'create'))).toBeNull();
    expect(refusalOf(() => authorize(GATES, owner, 'create'))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You are not allowed to create documents.',
    });
  });

  it('gives the same answers as yes or no (abilities)', () => {
    expect(allows(DOCS, owner, 'close', doc)).toBe(true);
    expect(allows(DOCS, stranger, 'view', doc)).toBe(false);
    expect(allows(DOCS, holder, 'reopen', doc)).toBe(true);
    expect(allows(DOCS, holder, 'close', doc)).toBe(false);
    expect(allows(GATES, holder, 'create')).toBe(true);
    expect(allows(GATES, stranger, 'create')).toBe(false);
  });

  it('narrows a found resource for the code after it', () => {
    const lookup = (ownerId: string): Doc | null => (ownerId === doc.ownerId ? doc : null);
    const found = lookup('o');
    authorize(DOCS, owner, 'view', found);
    expect(found.ownerId).toBe('o');
  });
});
