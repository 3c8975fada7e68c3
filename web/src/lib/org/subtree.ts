import type { SubtreeNode } from '../../../../shared/schemas/users.schema.ts';

export interface TreeEntry extends SubtreeNode {
  /** Indentation in the tree: 0 for the top of what the caller sees. */
  depth: number;
}

function childrenByManager(nodes: readonly SubtreeNode[]): Map<string | null, SubtreeNode[]> {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<string | null, SubtreeNode[]>();
  for (const node of nodes) {
    // Someone whose manager is outside the list starts a tree of their own.
    const parent = node.managerId && ids.has(node.managerId) ? node.managerId : null;
    const list = children.get(parent) ?? [];
    list.push(node);
    children.set(parent, list);
  }
  return children;
}

/** The nodes in tree order: each person followed by their reports (kept in the server's name order). */
export function orderAsTree(nodes: readonly SubtreeNode[]): TreeEntry[] {
  const children = childrenByManager(nodes);
  const ordered: TreeEntry[] = [];
  const seen = new Set<string>();
  const visit = (node: SubtreeNode, depth: number) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    ordered.push({ ...node, depth });
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  return ordered;
}

/** The person and everyone below them, as far as the nodes reach. */
export function subtreeIdsOf(nodes: readonly SubtreeNode[], personId: string): Set<string> {
  const children = childrenByManager(nodes);
  const found = new Set<string>([personId]);
  const queue = [personId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const child of children.get(id) ?? []) {
      if (!found.has(child.id)) {
        found.add(child.id);
        queue.push(child.id);
      }
    }
  }
  return found;
}

/**
 * Who may take over the team of someone being deactivated or deleted (spec 001 §2.2): not the
 * person, and not anyone below them, who would end up reporting to themselves.
 */
export function newManagerCandidates(nodes: readonly SubtreeNode[], personId: string): TreeEntry[] {
  const excluded = subtreeIdsOf(nodes, personId);
  return orderAsTree(nodes).filter((node) => !excluded.has(node.id));
}
