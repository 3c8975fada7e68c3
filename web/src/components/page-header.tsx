import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface Crumb {
  /** Already translated. */
  label: string;
  to?: string;
}

interface PageHeaderProps {
  /** Already translated. */
  title: string;
  breadcrumbs?: Crumb[];
}

// A long unbroken name (a project's, a person's) wraps where it must instead of widening the page.
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export function PageHeader({ title, breadcrumbs }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={t('Breadcrumb')}>
          <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 2 }}>
            {breadcrumbs.map((crumb, index) =>
              crumb.to ? (
                <Anchor key={index} component={Link} to={crumb.to} size="sm" style={WRAP_ANYWHERE}>
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={index} size="sm" c="dimmed" aria-current="page" style={WRAP_ANYWHERE}>
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <Title order={1} size="h2" style={WRAP_ANYWHERE}>
        {title}
      </Title>
    </Stack>
  );
}
