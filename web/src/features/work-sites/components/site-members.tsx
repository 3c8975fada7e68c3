import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkSite } from '../../../../../shared/schemas/attendance.schema.ts';

/** Names shown before the rest go behind '+N more'. */
const NAMES_SHOWN = 3;

/** The people bound to a site: how many, and their names, the rest behind '+N more' when many. */
export function SiteMembers({ members }: { members: WorkSite['members'] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (members.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('No one is bound to this site.')}
      </Text>
    );
  }
  const hidden = members.length - NAMES_SHOWN;
  const shown = expanded || hidden <= 0 ? members : members.slice(0, NAMES_SHOWN);
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="sm" fw={500}>
        {t('People ({{number}}):', { number: members.length })}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {shown.map((member) => member.name).join(', ')}
      </Text>
      {hidden > 0 && (
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('Show less') : t('+{{number}} more', { number: hidden })}
        </Button>
      )}
    </Group>
  );
}
