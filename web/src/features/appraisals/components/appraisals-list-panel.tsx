import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_PAGE_SIZES } from '../../../../../shared/rules/appraisals.ts';
import { appraisalListQuerySchema, type Cycle } from '../../../../../shared/schemas/appraisals.schema.ts';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { SearchInput } from '../../../components/list/list-search-input.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useAppraisals } from '../api/get-appraisals.ts';
import { AppraisalsTable } from './appraisals-table.tsx';
import { CycleSelect } from './cycle-select.tsx';

/** The cycle is `cycle` and the page size `size` in the address; no cycle chosen shows the newest. */
const LIST_OPTIONS = { names: { cycleId: 'cycle', pageSize: 'size' }, unset: ['cycleId'] } as const;

/** The list of /manager-appraisal-view; its cycle, search and page live in the address. */
export function AppraisalsListPanel({ cycles }: { cycles: Cycle[] }) {
  const { t } = useTranslation();
  const [params, update] = useListParams(appraisalListQuerySchema, LIST_OPTIONS);
  // A cycle the address names that is not (or no longer) offered shows the newest one.
  const cycleId = (cycles.find((c) => c.id === params.cycleId) ?? cycles[0])?.id ?? null;
  const list = useAppraisals({ ...params, cycleId }, cycleId !== null);
  useLastPageWhenPast(params, list.isPlaceholderData ? undefined : list.data?.total, update);

  // No cycle yet: nothing to list, nothing to search.
  if (cycles.length === 0) return <AppraisalsTable items={[]} />;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <CycleSelect cycles={cycles} value={cycleId} onChange={(id) => update({ cycleId: id })} />
        <div style={{ flex: 1, minWidth: 200 }}>
          <SearchInput
            value={params.search ?? ''}
            label={t('Search employees')}
            onSearch={(search) => update({ search }, { replace: true })}
          />
        </div>
      </Group>
      <AppraisalsTable items={list.data?.items} {...listQueryState(list)} />
      {list.data && list.data.total > 0 && (
        <ListPagination
          total={list.data.total}
          pageSizes={APPRAISAL_PAGE_SIZES}
          {...listPager(params, update)}
        />
      )}
    </Stack>
  );
}
