import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { REPORT_NAV } from '../team-report-kinds.ts';

/**
 * The switch between the six reports (the individual one and the five team reports), under the
 * page header: the "report type" of spec 002's placeholder forms. Arrow keys move between them.
 */
export function ReportNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = REPORT_NAV.find((item) => pathname.startsWith(item.path))?.path ?? '/individual';
  return (
    <Tabs
      value={current}
      onChange={(path) => {
        if (path && path !== current) void navigate(path);
      }}
      variant="pills"
      mb="md"
      aria-label={t('Reports')}
    >
      <Tabs.List style={{ flexWrap: 'wrap' }}>
        {REPORT_NAV.map((item) => (
          <Tabs.Tab key={item.path} value={item.path}>
            {t(item.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
