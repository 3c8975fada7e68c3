import { Group, Kbd, Modal, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  GO_TO_SHORTCUTS,
  HELP_KEYS,
  NEW_TASK_KEYS,
  pressesOf,
  SHORTCUT_SHEET,
  useShortcuts,
  type AddTaskRequest,
} from '../../lib/shortcuts/shortcuts.ts';

/**
 * The app's keyboard shortcuts, for as long as someone is signed in: go to a page (g then a
 * letter), add a task (c) and the help sheet that lists them all (?), in the reader's language.
 * The lists' (j, k) and a task's (e, m) are bound by those pages.
 */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);

  useShortcuts({
    ...Object.fromEntries(
      GO_TO_SHORTCUTS.map((shortcut) => [shortcut.keys, () => void navigate(shortcut.to)]),
    ),
    [NEW_TASK_KEYS]: () =>
      void navigate('/tasks-list', { state: { addTask: Date.now() } satisfies AddTaskRequest }),
    [HELP_KEYS]: () => setHelpOpen(true),
  });

  return (
    <Modal
      opened={helpOpen}
      onClose={() => setHelpOpen(false)}
      title={t('Keyboard shortcuts')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('They work anywhere except while typing in a field.')}
        </Text>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Keys')}</Table.Th>
              <Table.Th>{t('Action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SHORTCUT_SHEET.map((row) => (
              <Table.Tr key={row.keys}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" dir="ltr">
                    {pressesOf(row.keys).map((press, index) => (
                      <Fragment key={index}>
                        {index > 0 && (
                          <Text span size="xs" c="dimmed">
                            {t('then')}
                          </Text>
                        )}
                        <Kbd>{press}</Kbd>
                      </Fragment>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{t(row.label)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
