import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';

/** The product name; a proper noun, so it is not translated. */
export function Brand() {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={30} radius="md" aria-hidden>
        <IconSitemap size={18} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        Orgdesk
      </Text>
    </Group>
  );
}
