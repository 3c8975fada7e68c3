import { Paper, Portal, Text, UnstyledButton } from '@mantine/core';
import type { SuggestionKeyDownProps, SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { MentionCandidate } from '../../../../../shared/schemas/task-comments.schema.ts';

interface MenuState {
  items: MentionCandidate[];
  active: number;
  rect: DOMRect | null;
  choose: (person: MentionCandidate) => void;
}

/**
 * The open mention list of one editor, between tiptap's suggestion plugin (which writes it as the
 * person types after "@") and the React list that shows it.
 */
export class MentionMenuStore {
  private state: MenuState | null = null;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(next: MenuState | null) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private show(props: SuggestionProps<MentionCandidate>) {
    this.set({
      items: props.items,
      active: 0,
      rect: props.clientRect?.() ?? null,
      choose: (person) => props.command({ id: person.id, label: person.fullName }),
    });
  }

  /** Arrow keys move through the list, Enter or Tab picks, Escape closes; other keys type. */
  private keyDown({ event }: SuggestionKeyDownProps): boolean {
    const state = this.state;
    if (!state) return false;
    const count = state.items.length;
    if (event.key === 'Escape') {
      this.set(null);
      return true;
    }
    if (count === 0) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      this.set({ ...state, active: (state.active + step + count) % count });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const person = state.items[state.active];
      if (person) state.choose(person);
      return true;
    }
    return false;
  }

  /** The `render` of tiptap's suggestion options. */
  render: NonNullable<SuggestionOptions<MentionCandidate>['render']> = () => ({
    onStart: (props) => this.show(props),
    onUpdate: (props) => this.show(props),
    onKeyDown: (props) => this.keyDown(props),
    onExit: () => this.set(null),
  });
}

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The editor tells assistive technology about the open list, as a combobox's text box does: which
 * list it controls and which person is highlighted (read out as the arrows move), none once closed.
 */
function useListOnTheEditor(editor: HTMLElement | null, state: MenuState | null, listId: string) {
  const active = state && state.items.length > 0 ? optionId(listId, state.active) : null;
  useEffect(() => {
    if (!editor) return;
    if (active) {
      editor.setAttribute('aria-controls', listId);
      editor.setAttribute('aria-activedescendant', active);
    } else {
      editor.removeAttribute('aria-controls');
      editor.removeAttribute('aria-activedescendant');
    }
  }, [editor, active, listId]);
}

/**
 * The list of people to mention, under the caret, while the store has one open; `editor` is the
 * editable element, which keeps the focus while the arrows move through the list.
 */
export function MentionMenu({
  store,
  listId,
  editor,
}: {
  store: MentionMenuStore;
  listId: string;
  editor: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  useListOnTheEditor(editor, state, listId);
  if (!state?.rect) return null;
  return (
    <Portal>
      <Paper
        shadow="md"
        withBorder
        radius="sm"
        p={4}
        miw={220}
        maw={320}
        style={{
          position: 'fixed',
          top: state.rect.bottom + 4,
          left: state.rect.left,
          zIndex: 400,
        }}
      >
        {state.items.length === 0 ? (
          <Text size="sm" c="dimmed" px="xs" py={4} role="status">
            {t('No one in this project matches.')}
          </Text>
        ) : (
          <div role="listbox" id={listId} aria-label={t('People to mention')}>
            {state.items.map((person, index) => (
              <UnstyledButton
                key={person.id}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === state.active}
                display="block"
                w="100%"
                px="xs"
                py={6}
                fz="sm"
                bg={index === state.active ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                // Keep the caret in the editor: choosing must not blur it first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => state.choose(person)}
              >
                {person.fullName}
              </UnstyledButton>
            ))}
          </div>
        )}
      </Paper>
    </Portal>
  );
}
