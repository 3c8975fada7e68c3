import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { APPRAISAL_PAGE_SIZES } from '../../../../../shared/rules/appraisals.ts';
import type { Cycle } from '../../../../../shared/schemas/appraisals.schema.ts';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { SearchInput } from '../../../components/list/list-search-input.tsx';
import { pageFromAddress, searchFromAddress } from '../../../lib/list-address.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useAppraisals } from '../api/get-appraisals.ts';
import { AppraisalsTable } from './appraisals-table.tsx';
import { CycleSelect } from './cycle-select.tsx';

const DEFAULT_PAGE_SIZE = 10;

/** The list of /manager-appraisal-view; its cycle, search and page live in the address. */
export function AppraisalsListPanel({ cycles }: { cycles: Cycle[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('cycle'));
  const cycleId = cycles.some((c) => c.id === chosen) ? chosen : (cycles[0]?.id ?? null);
  const search = searchFromAddress(params.get('search'));
  const page = pageFromAddress(params.get('page'));
  const size = Number(params.get('size'));
  const pageSize = (APPRAISAL_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
  const list = useAppraisals({ cycleId, search, page, pageSize }, cycleId !== null);

  const change = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  // No cycle yet: nothing to list, nothing to search.
  if (cycles.length === 0) return <AppraisalsTable items={[]} />;
  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <CycleSelect
          cycles={cycles}
          value={cycleId}
          onChange={(id) => change({ cycle: String(id), page: null })}
        />
        <div style={{ flex: 1, minWidth: 200 }}>
          <SearchInput
            value={search}
            label={t('Search employees')}
            onSearch={(next) => change({ search: next, page: null })}
          />
        </div>
      </Group>
      <AppraisalsTable items={list.data?.items} {...listQueryState(list)} />
      {list.data && list.data.items.length > 0 && (
        <ListPagination
          total={list.data.total}
          page={page}
          pageSize={pageSize}
          pageSizes={APPRAISAL_PAGE_SIZES}
          onPage={(next) => change({ page: next > 1 ? String(next) : null })}
          onPageSize={(next) => change({ size: String(next), page: null })}
        />
      )}
    </Stack>
  );
}
