import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDistance } from '../../../../../shared/rules/attendance.ts';
import type { WorkSite } from '../../../../../shared/schemas/attendance.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { formatPosition, nearestFirst } from '../work-sites-format.ts';
import { SiteMembers } from './site-members.tsx';

/** Numbers and units read left to right inside right-to-left text too ('300 m', '18.5, 73.8'). */
const LEFT_TO_RIGHT = { direction: 'ltr', unicodeBidi: 'isolate' } as const;
/** The same, inside a translated sentence: Unicode's left-to-right isolate. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;

interface WorkSitesListProps {
  items: WorkSite[];
  /** A newer answer (with distances) is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onEdit: (site: WorkSite) => void;
  onDelete: (site: WorkSite) => void;
}

/** The work sites without a map: where each is, its radius, its people, and how far the viewer is. */
export function WorkSitesList({ items, refreshing, onEdit, onDelete }: WorkSitesListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      aria-label={t('Work sites')}
      aria-busy={refreshing}
      style={{ listStyle: 'none', opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {nearestFirst(items).map((site) => (
        <Card key={site.id} component="li" withBorder radius="md" padding="md" aria-label={site.name}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <TruncatedText fw={600} lines={2}>
                  {site.name}
                </TruncatedText>
                <SiteDistance site={site} />
              </Group>
              <Group gap={6} wrap="nowrap">
                <Tooltip label={t('Edit')} withArrow>
                  <ActionIcon
                    variant="light"
                    onClick={() => onEdit(site)}
                    aria-label={t('Edit work site {{name}}', { name: site.name })}
                  >
                    <IconPencil size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('Delete')} withArrow>
                  <ActionIcon
                    variant="light"
                    color="red"
                    onClick={() => onDelete(site)}
                    aria-label={t('Delete work site {{name}}', { name: site.name })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            </Group>
            <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
              <Text size="sm" c="dimmed">
                {t('Position')}:{' '}
                <Text span size="sm" c="var(--mantine-color-text)" style={LEFT_TO_RIGHT}>
                  {formatPosition(site)}
                </Text>
              </Text>
              <Text size="sm" c="dimmed">
                {t('Radius')}:{' '}
                <Text span size="sm" c="var(--mantine-color-text)" style={LEFT_TO_RIGHT}>
                  {formatDistance(site.radiusMeters)}
                </Text>
              </Text>
            </Group>
            <SiteMembers members={site.members} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** How far the viewer is, when the browser told us where they are; 'You are here' within its radius. */
function SiteDistance({ site }: { site: WorkSite }) {
  const { t } = useTranslation();
  if (site.distanceMeters === null) return null;
  const inside = site.distanceMeters <= site.radiusMeters;
  return (
    <Badge variant="light" color={inside ? 'green' : 'gray'} style={{ textTransform: 'none' }}>
      {inside
        ? t('You are here')
        : t('{{distance}} away', { distance: isolateLtr(formatDistance(site.distanceMeters)) })}
    </Badge>
  );
}
