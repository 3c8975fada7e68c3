import { Skeleton } from '@mantine/core';
import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The editor (tiptap and ProseMirror, about 300 kB) is fetched apart from the task page, so that
 * the task and its timeline show without waiting for it.
 */
const CommentEditor = lazy(() =>
  import('./comment-editor.tsx').then((module) => ({ default: module.CommentEditor })),
);

export function LazyCommentEditor(props: ComponentProps<typeof CommentEditor>) {
  return (
    <Suspense fallback={<Skeleton height={122} radius="sm" />}>
      <CommentEditor {...props} />
    </Suspense>
  );
}
