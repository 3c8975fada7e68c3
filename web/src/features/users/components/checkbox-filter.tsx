import { Anchor, Badge, Button, Checkbox, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '../../../../../shared/schemas/users.schema.ts';

interface CheckboxFilterProps {
  /** Already translated. */
  label: string;
  items: NamedItem[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** A button opening a list of checkboxes (the Designation and Department filters of the users list). */
export function CheckboxFilter({ label, items, value, onChange }: CheckboxFilterProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-start" shadow="md" width={280} trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          leftSection={
            value.length > 0 ? (
              <Badge size="sm" circle aria-label={t('{{number}} selected', { number: value.length })}>
                {value.length}
              </Badge>
            ) : null
          }
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            {value.length > 0 && (
              <Anchor component="button" type="button" size="xs" onClick={() => onChange([])}>
                {t('Clear')}
              </Anchor>
            )}
          </Group>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('No data found!')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={260} type="auto">
              {/* The heading above shows the name; the group's own label only names it for screen
                  readers (Mantine's label style outranks the hidden attribute, so display: none). */}
              <Checkbox.Group
                value={value}
                onChange={onChange}
                label={label}
                labelProps={{ style: { display: 'none' } }}
              >
                <Stack gap={8} py={4}>
                  {items.map((item) => (
                    <Checkbox key={item.id} value={item.id} label={item.name} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
