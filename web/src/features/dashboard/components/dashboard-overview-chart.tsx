import { DonutChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { DASHBOARD_CATEGORY_LOOK, formatPercentage } from '../dashboard-categories.ts';

/**
 * Tasks overview (spec 000 §2): a donut with one segment per category and a legend with the
 * shares the server rounded to total 100 (spec 000 §9). Nothing counted: 'No data found!'.
 */
export function DashboardOverviewChart({ counts }: { counts: DashboardResponse['counts'] }) {
  const { t } = useTranslation();
  if (counts.every((entry) => entry.count === 0)) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('No data found!')}
      </Text>
    );
  }
  const segments = counts.map((entry) => {
    const look = DASHBOARD_CATEGORY_LOOK[entry.category];
    return { name: t(look.label), value: entry.count, color: `${look.color}.6` };
  });
  return (
    <Stack align="center" gap="lg">
      {/* The legend below says the same in text; the drawing itself is decoration for screen readers. */}
      <Box aria-hidden>
        <DonutChart
          data={segments}
          size={180}
          thickness={28}
          withTooltip
          tooltipDataSource="segment"
          paddingAngle={1}
          // No focus stop inside a drawing screen readers skip (recharts makes the chart and its
          // pie focusable).
          accessibilityLayer={false}
          pieProps={{ rootTabIndex: -1 }}
        />
      </Box>
      <Stack
        renderRoot={(props) => <ul {...props} />}
        gap={8}
        m={0}
        p={0}
        w="100%"
        style={{ listStyle: 'none' }}
        aria-label={t('Tasks overview')}
      >
        {counts.map((entry) => {
          const look = DASHBOARD_CATEGORY_LOOK[entry.category];
          return (
            <Group
              renderRoot={(props) => <li {...props} />}
              key={entry.category}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={`var(--mantine-color-${look.color}-6)`} size={12} withShadow={false} />
                <Text size="sm">{t(look.label)}</Text>
              </Group>
              <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatPercentage(entry.percentage)}
                <Text span size="xs" c="dimmed" fw={400} ms={6}>
                  ({entry.count})
                </Text>
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
