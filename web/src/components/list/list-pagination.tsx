import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  /** How many rows the list has; null while a search's total is being counted. */
  total: number | null;
  page: number;
  pageSize: number;
  /** The choices of the rows-per-page selector (only with `onPageSize`). */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  /** Without it, no rows-per-page selector: the screen offers its own elsewhere. */
  onPageSize?: (pageSize: number) => void;
  /** The total is where counting stopped: there are more ("1–25 of 1,000+"). */
  capped?: boolean;
}

/** Rows per page, which rows show, and the pages (when the rows exceed a page). */
export function ListPagination({
  total,
  page,
  pageSize,
  pageSizes = [pageSize],
  onPage,
  onPageSize,
  capped = false,
}: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  const pageCount = total === null ? page : Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min(total ?? Infinity, (page - 1) * pageSize + 1);
  const last = Math.min(total ?? Infinity, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" mt="md">
      <Group gap="sm" wrap="nowrap">
        {onPageSize && (
          <Select
            label={t('Rows per page')}
            data={pageSizes.map(String)}
            value={String(pageSize)}
            onChange={(value) => value && onPageSize(Number(value))}
            allowDeselect={false}
            w={110}
            size="xs"
          />
        )}
        <Text size="sm" c="dimmed" mt={onPageSize ? 22 : 0} aria-live="polite">
          {total === null
            ? t('{{first}}–{{last}}, counting…', { first, last })
            : t(capped ? '{{first}}–{{last}} of {{total}}+' : '{{first}}–{{last}} of {{total}}', {
                first,
                last,
                total: capped ? total.toLocaleString(i18n.language) : total,
              })}
        </Text>
      </Group>
      {pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={Math.min(page, pageCount)}
          onChange={onPage}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({
            'aria-label': control === 'previous' ? t('Previous page') : t('Next page'),
          })}
          getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
        />
      )}
    </Group>
  );
}
