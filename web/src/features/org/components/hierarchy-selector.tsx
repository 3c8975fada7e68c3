import { ActionIcon, Button, Combobox, Group, Text, Tooltip, useCombobox } from '@mantine/core';
import { IconArrowBackUp, IconChevronDown, IconHierarchy2 } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useSubtree } from '../../../lib/org/get-subtree.ts';
import { orderAsTree } from '../../../lib/org/subtree.ts';
import { useSetViewAs, useViewAsId } from '../../../lib/view-as.ts';

const INDENT_PX = 16;

/**
 * The top bar's organisation hierarchy selector (spec 000 §2, §4): a searchable tree of the
 * signed-in user's team. Choosing someone views the lists and the dashboard as them; the server
 * checks every choice, so it never shows more than the user may see.
 */
export function HierarchySelector() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const viewAsId = useViewAsId();
  const setViewAs = useSetViewAs();
  const subtree = useSubtree();
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.focusSearchInput(),
  });
  const tree = useMemo(() => orderAsTree(subtree.data ?? []), [subtree.data]);
  const viewed = viewAsId ? tree.find((node) => node.id === viewAsId) : undefined;

  // A remembered choice that left the team (deactivated, moved) falls back to the user's own view.
  const stale = Boolean(viewAsId && subtree.isSuccess && !viewed);
  useEffect(() => {
    if (stale) setViewAs(null);
  }, [stale, setViewAs]);

  if (!subtree.isSuccess || tree.length <= 1) return null;

  const query = search.trim().toLowerCase();
  const shown = query ? tree.filter((node) => node.fullName.toLowerCase().includes(query)) : tree;
  const viewingOther = Boolean(viewed);
  const name = viewed?.fullName ?? me.fullName;
  // Named by the name it shows (WCAG 2.5.3, label in name).
  const targetLabel = viewingOther
    ? t('Viewing as {{name}}', { name })
    : t('Viewing as {{name}} (you)', { name });

  return (
    <Group gap={4} wrap="nowrap">
      <Combobox
        store={combobox}
        width={320}
        position="bottom-start"
        withinPortal
        onOptionSubmit={(id) => {
          setViewAs(id === me.id ? null : id);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target withAriaAttributes={false}>
          <Button
            variant={viewingOther ? 'filled' : 'light'}
            color={viewingOther ? 'orange' : undefined}
            leftSection={<IconHierarchy2 size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            onClick={() => combobox.toggleDropdown()}
            aria-label={targetLabel}
            aria-haspopup="listbox"
            aria-expanded={combobox.dropdownOpened}
            px={{ base: 8, sm: 'md' }}
            maw={{ base: 70, sm: 240 }}
          >
            <Text span size="sm" truncate visibleFrom="sm" inherit>
              {name}
            </Text>
          </Button>
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Search
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('Search people')}
            aria-label={t('Search people')}
          />
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }} aria-label={t('Organisation hierarchy')}>
            {viewingOther && !query && (
              <Combobox.Option value={me.id}>
                <Group gap={6} wrap="nowrap">
                  <IconArrowBackUp size={14} aria-hidden />
                  <Text size="sm">{t('Back to my view')}</Text>
                </Group>
              </Combobox.Option>
            )}
            {shown.length === 0 ? (
              <Combobox.Empty>{t('No data found!')}</Combobox.Empty>
            ) : (
              shown.map((node) => {
                const active = node.id === (viewAsId ?? me.id);
                return (
                  <Combobox.Option
                    key={node.id}
                    value={node.id}
                    active={active}
                    aria-selected={active}
                    style={{ paddingInlineStart: 10 + node.depth * INDENT_PX }}
                  >
                    <Text size="sm" fw={active ? 600 : undefined}>
                      {node.fullName}
                      {node.id === me.id ? ` (${t('you')})` : ''}
                    </Text>
                    {node.designation && (
                      <Text size="xs" c="dimmed">
                        {node.designation}
                      </Text>
                    )}
                  </Combobox.Option>
                );
              })
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {viewingOther && (
        <Tooltip label={t('Back to my view')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            visibleFrom="sm"
            onClick={() => setViewAs(null)}
            aria-label={t('Back to my view')}
          >
            <IconArrowBackUp size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
