import { Avatar, Card, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartNode } from '../../../../../shared/schemas/users.schema.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';

interface OrgChartCardProps {
  node: ChartNode;
  /** Re-centres the chart on this person; without it the card is not a button. */
  onSelect?: (() => void) | undefined;
  /** The person the chart is centred on. */
  current?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A person in the organisation chart: photo or initials, name, designation and department. */
export function OrgChartCard({ node, onSelect, current = false, ref }: OrgChartCardProps) {
  const { t } = useTranslation();
  const content = (
    <Stack align="center" gap={4} ta="center">
      <Avatar src={node.avatarUrl} color="initials" name={node.fullName} size={56} alt="">
        {node.initials}
      </Avatar>
      <TruncatedText fw={600} lines={2}>
        {node.fullName}
      </TruncatedText>
      <TruncatedText size="sm" c="dimmed">
        {node.designation ?? '-'}
      </TruncatedText>
      <TruncatedText size="xs" c="dimmed">
        {node.department ?? '-'}
      </TruncatedText>
      {node.teamCount > 0 && (
        <Text size="xs" c="indigo.7">
          {t('Direct reports: {{number}}', { number: node.teamCount })}
        </Text>
      )}
    </Stack>
  );
  const style = {
    width: 210,
    borderWidth: current ? 2 : undefined,
    borderColor: current ? 'var(--mantine-primary-color-filled)' : undefined,
  };

  if (onSelect) {
    return (
      <Card
        component="button"
        type="button"
        withBorder
        radius="md"
        padding="md"
        style={{ ...style, cursor: 'pointer' }}
        onClick={onSelect}
      >
        <VisuallyHidden>{t('Show the team of')} </VisuallyHidden>
        {content}
      </Card>
    );
  }
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      style={style}
      tabIndex={current ? -1 : undefined}
      aria-current={current ? 'true' : undefined}
    >
      {content}
    </Card>
  );
}
