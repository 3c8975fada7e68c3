import {
  Avatar,
  Button,
  Group,
  Loader,
  MultiSelect,
  Pill,
  Stack,
  Text,
  type ComboboxItem,
  type OptionsFilter,
} from '@mantine/core';
import { useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_AVATARS_SHOWN, type PersonOption } from '../../../../../shared/schemas/projects.schema.ts';

interface MembersMultiSelectProps {
  options: PersonOption[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  label: string;
  error?: string | undefined;
  loading?: boolean;
  disabled?: boolean;
}

/** Keeps a click on the toggle from opening the options underneath it. */
function toggleHandler(action: () => void) {
  return {
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    },
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      action();
    },
  };
}

/**
 * The users multi-select of spec 001 §2.6: people sorted by full name, each shown with their
 * e-mail, searchable by either; three chosen people show, the rest behind '+N more'.
 */
export function MembersMultiSelect({ options, value, loading, ...props }: MembersMultiSelectProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const sorted = useMemo(
    () =>
      [...options].sort((a, b) => a.fullName.localeCompare(b.fullName, undefined, { sensitivity: 'base' })),
    [options],
  );
  const byId = useMemo(() => new Map(sorted.map((person) => [person.id, person])), [sorted]);
  const data = useMemo(
    () => sorted.map((person) => ({ value: person.id, label: person.fullName })),
    [sorted],
  );
  const hidden = value.length - PROJECT_AVATARS_SHOWN;

  const filter: OptionsFilter = ({ options: items, search }) => {
    const term = search.trim().toLocaleLowerCase();
    if (!term) return items;
    return items.filter((item) => {
      if (!('value' in item)) return false;
      const person = byId.get(item.value);
      return (
        item.label.toLocaleLowerCase().includes(term) ||
        Boolean(person?.email.toLocaleLowerCase().includes(term))
      );
    });
  };

  return (
    <MultiSelect
      {...props}
      data={data}
      value={value}
      withAsterisk
      searchable
      filter={filter}
      maxDropdownHeight={260}
      placeholder={value.length === 0 ? t('Select') : undefined}
      nothingFoundMessage={loading ? t('Loading…') : t('No data found!')}
      rightSection={loading ? <Loader size={16} aria-label={t('Loading…')} /> : undefined}
      renderOption={({ option }: { option: ComboboxItem }) => {
        const person = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={person?.avatarUrl}
              name={option.label}
              color="initials"
              size={28}
              alt=""
              aria-hidden
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed" truncate>
                {person?.email}
              </Text>
            </Stack>
          </Group>
        );
      }}
      renderPill={({ option, value: item, onRemove, disabled }) => {
        const index = item === undefined ? -1 : value.indexOf(String(item));
        if (!expanded && index >= PROJECT_AVATARS_SHOWN) {
          if (index > PROJECT_AVATARS_SHOWN) return null;
          return (
            <Button
              size="compact-xs"
              variant="light"
              aria-expanded={false}
              {...toggleHandler(() => setExpanded(true))}
            >
              {t('+{{number}} more', { number: hidden })}
            </Button>
          );
        }
        const pill = (
          <Pill
            withRemoveButton={!disabled}
            onRemove={onRemove}
            disabled={disabled}
            removeButtonProps={{ 'aria-label': t('Remove {{name}}', { name: option.label }) }}
          >
            {option.label}
          </Pill>
        );
        if (!expanded || hidden <= 0 || index !== value.length - 1) return pill;
        return (
          <>
            {pill}
            <Button
              size="compact-xs"
              variant="subtle"
              aria-expanded
              {...toggleHandler(() => setExpanded(false))}
            >
              {t('Show less')}
            </Button>
          </>
        );
      }}
    />
  );
}
