import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  IconAlarm,
  IconCircleCheck,
  IconClipboardList,
  IconProgress,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DASHBOARD_CATEGORIES,
  type DashboardCategory,
  type DashboardResponse,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { DASHBOARD_CATEGORY_LOOK } from '../dashboard-categories.ts';

const ICONS: Record<DashboardCategory, Icon> = {
  New: IconSparkles,
  Active: IconClipboardList,
  'In-progress': IconProgress,
  Completed: IconCircleCheck,
  Overdue: IconAlarm,
};

const GRID_COLS = { base: 2, md: 3, lg: 5 };

/** The five count cards (spec 000 §2); each opens the task list showing what it counts. */
export function DashboardCountCards({ counts }: { counts: DashboardResponse['counts'] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      renderRoot={(props) => <ul {...props} />}
      cols={GRID_COLS}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {DASHBOARD_CATEGORIES.map((category) => {
        const look = DASHBOARD_CATEGORY_LOOK[category];
        const count = counts.find((entry) => entry.category === category)?.count ?? 0;
        const CategoryIcon = ICONS[category];
        return (
          <li key={category}>
            <Card
              component={Link}
              to={look.listAddress}
              withBorder
              radius="md"
              padding="md"
              aria-label={`${t(look.label)}: ${count}`}
              style={{ borderInlineStart: `4px solid var(--mantine-color-${look.color}-6)` }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <TruncatedText size="sm" c="dimmed" fw={500}>
                    {t(look.label)}
                  </TruncatedText>{' '}
                  <Text fz={28} fw={700} lh={1.2}>
                    {count}
                  </Text>
                </div>
                {/* Two cards a row leave a phone no room for the icon beside "In-Progress". */}
                <ThemeIcon size={44} radius="xl" variant="light" color={look.color} visibleFrom="xs">
                  <CategoryIcon size={24} aria-hidden />
                </ThemeIcon>
              </Group>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}

export function DashboardCountCardsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      {DASHBOARD_CATEGORIES.map((category) => (
        <Skeleton key={category} height={86} radius="md" />
      ))}
    </SimpleGrid>
  );
}
