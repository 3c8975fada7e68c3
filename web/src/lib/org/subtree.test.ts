import { describe, expect, it } from 'vitest';
import type { SubtreeNode } from '../../../../shared/schemas/users.schema.ts';
import { newManagerCandidates, orderAsTree } from './subtree.ts';

function node(id: string, managerId: string | null, level: number): SubtreeNode {
  return { id, fullName: id, designation: null, managerId, level };
}

// boss ─┬─ ann ─── amy
//       └─ bob ─── ben ─── bea
const NODES = [
  node('boss', null, 0),
  node('ann', 'boss', 1),
  node('bob', 'boss', 1),
  node('amy', 'ann', 2),
  node('ben', 'bob', 2),
  node('bea', 'ben', 3),
];

describe('subtree helpers', () => {
  it('orders people as a tree, each followed by their reports, indented by depth', () => {
    expect(orderAsTree(NODES).map((n) => `${n.depth}:${n.id}`)).toEqual([
      '0:boss',
      '1:ann',
      '2:amy',
      '1:bob',
      '2:ben',
      '3:bea',
    ]);
  });

  it('starts a tree at someone whose manager is not listed', () => {
    expect(orderAsTree([node('ann', 'elsewhere', 3), node('amy', 'ann', 4)]).map((n) => n.depth)).toEqual([
      0, 1,
    ]);
  });

  it('offers as new manager anyone but the person and those below them', () => {
    expect(newManagerCandidates(NODES, 'bob').map((n) => n.id)).toEqual(['boss', 'ann', 'amy']);
    expect(newManagerCandidates(NODES, 'amy').map((n) => n.id)).toEqual(['boss', 'ann', 'bob', 'ben', 'bea']);
  });
});
