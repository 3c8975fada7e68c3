import { Stack } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import Mention from '@tiptap/extension-mention';
import { Placeholder } from '@tiptap/extensions';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  type MentionCandidate,
} from '../../../../../shared/schemas/task-comments.schema.ts';
import { TextLimitFooter, useTextLimit } from '../../../components/text-limit.tsx';
import { MentionMenu, MentionMenuStore } from './mention-menu.tsx';

/** The people a document mentions already: the list leaves them out. */
function mentionedIn(editor: Editor): Set<string> {
  const ids = new Set<string>();
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'mention' && typeof node.attrs.id === 'string') ids.add(node.attrs.id);
  });
  return ids;
}

/** Whether a paste carries an image: a file, or HTML with an <img> in it. */
function pastesImage(event: ClipboardEvent): boolean {
  const data = event.clipboardData;
  if (!data) return false;
  if ([...data.items].some((item) => item.kind === 'file')) return true;
  return /<img[\s>]/i.test(data.getData('text/html'));
}

/** The newest value of something read later by callbacks made once (the editor's). */
class Latest<T> {
  value: T;
  constructor(value: T) {
    this.value = value;
  }
  set(value: T) {
    this.value = value;
  }
}

export interface CommentEditorHandle {
  clear: () => void;
  focus: () => void;
}

interface CommentEditorProps {
  /** The accessible name of the text box. */
  label: string;
  initialHtml?: string;
  placeholder?: string;
  /** Called with the editor's HTML and whether it has any text. */
  onChange: (html: string, isEmpty: boolean) => void;
  /** Ctrl+Enter (⌘+Enter): send. */
  onSubmit?: () => void;
  findPeople: (search: string) => Promise<MentionCandidate[]>;
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  handleRef?: (handle: CommentEditorHandle | null) => void;
}

/**
 * The rich-text box of a comment (spec 000 §5): bold, italic, underline, strike, inline code,
 * lists and links, and "@" to mention one of the task's project's people. An image pasted in is
 * refused with the spec's message, and nothing can be dropped onto the text. A counter shows near
 * the shared limit, and the limit's message as soon as it is passed. What it produces is
 * cut down again by the server, which alone decides what is stored.
 */
export function CommentEditor({
  label,
  initialHtml = '',
  placeholder,
  onChange,
  onSubmit,
  findPeople,
  error,
  disabled = false,
  autoFocus = false,
  handleRef,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [store] = useState(() => new MentionMenuStore());
  const mentionListId = useId();
  // What the limit counts: the HTML the editor produces, as the server checks it.
  const [length, setLength] = useState<number | null>(null);
  // What describes the text box (the message, the counter), read by ProseMirror with its attributes.
  const describedByRef = useRef('');
  // The editor is built once; what it calls goes through a holder of the latest props.
  const [latest] = useState(() => new Latest({ onChange, onSubmit, findPeople }));
  useEffect(() => {
    latest.set({ onChange, onSubmit, findPeople });
  });

  const editor = useEditor({
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? 'end' : false,
    content: initialHtml,
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        codeBlock: false,
        horizontalRule: false,
        dropcursor: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, protocols: ['mailto'] }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      Mention.configure({
        suggestion: {
          char: '@',
          items: async ({ query, editor: current }) => {
            const taken = mentionedIn(current);
            try {
              const people = await latest.value.findPeople(query);
              return people.filter((person) => !taken.has(person.id));
            } catch {
              return [];
            }
          },
          render: store.render,
        },
      }),
    ],
    editorProps: {
      attributes: () => ({
        'aria-label': label,
        'aria-multiline': 'true',
        // "@" opens a list of people to pick from (see MentionMenu).
        'aria-autocomplete': 'list',
        role: 'textbox',
        ...(describedByRef.current ? { 'aria-describedby': describedByRef.current } : {}),
      }),
      handlePaste: (_view, event) => {
        if (!pastesImage(event)) {
          setRefusal(null);
          return false;
        }
        setRefusal(COMMENT_MESSAGES.imagesNotAllowed);
        return true;
      },
      // Drag and drop onto the text is blocked (spec 000 §5); files are attached with the button.
      handleDrop: () => true,
      handleKeyDown: (_view, event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && latest.value.onSubmit) {
          latest.value.onSubmit();
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      setRefusal(null);
      const html = current.getHTML();
      setLength(html.length);
      latest.value.onChange(html, current.isEmpty);
    },
  });
  // The limit is in sight before sending: the counter near it, the schema's message once past it.
  const limit = useTextLimit(length ?? editor.getHTML().length, COMMENT_MAX_LENGTH);

  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);

  useEffect(() => {
    handleRef?.({
      clear: () => {
        editor.commands.clearContent(true);
      },
      focus: () => {
        editor.commands.focus('end');
      },
    });
    return () => handleRef?.(null);
  }, [editor, handleRef]);

  const shownError = refusal ?? error ?? (limit.over ? COMMENT_MESSAGES.tooLong : null);
  const describedBy = [shownError && `${errorId}-error`, limit.counter && `${errorId}-counter`]
    .filter(Boolean)
    .join(' ');
  // The message and the counter describe the text box itself. setOptions redraws its attributes
  // when the view is mounted and is kept for when it mounts (the view may not exist yet).
  useEffect(() => {
    describedByRef.current = describedBy;
    editor.setOptions({});
  }, [editor, describedBy]);
  return (
    <Stack gap={4}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('Bold'),
          italicControlLabel: t('Italic'),
          underlineControlLabel: t('Underline'),
          strikeControlLabel: t('Strikethrough'),
          codeControlLabel: t('Code'),
          bulletListControlLabel: t('Bulleted list'),
          orderedListControlLabel: t('Numbered list'),
          linkControlLabel: t('Link'),
          unlinkControlLabel: t('Remove link'),
          linkEditorInputLabel: t('Web address'),
          linkEditorInputPlaceholder: 'https://example.com/',
          linkEditorExternalLink: t('Opens in a new tab'),
          linkEditorInternalLink: t('Opens in a new tab'),
          linkEditorSave: t('Save'),
        }}
        style={shownError ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={80} />
      </RichTextEditor>
      <MentionMenu store={store} listId={mentionListId} editor={editor.view.dom} />
      <TextLimitFooter limit={limit} message={shownError ? t(shownError) : null} id={errorId} />
    </Stack>
  );
}
