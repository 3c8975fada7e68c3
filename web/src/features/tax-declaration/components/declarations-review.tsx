import { Badge, Button, Group, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TAX_DECLARATION_STATUS_LABELS,
  TAX_DECLARATION_STATUSES,
} from '../../../../../shared/rules/tax-declaration.ts';
import {
  TAX_DECLARATION_PAGE_SIZES,
  taxDeclarationListQuerySchema,
  type TaxDeclarationListItem,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import { listQueryState, type DataColumn } from '../../../components/list/data-table-types.ts';
import { SearchInput } from '../../../components/list/list-search-input.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { useDeclarations } from '../api/get-declarations.ts';
import { useReopenDeclaration } from '../api/reopen-declaration.ts';
import { formatRupees } from '../format-rupees.ts';

/** The year is the page's (one select for the caller's declaration and the list): not the list's. */
const LIST_SCHEMA = taxDeclarationListQuerySchema.omit({ financialYear: true });
/** Any status until one is chosen. */
const LIST_OPTIONS = { unset: ['status'] } as const;

/** Reviewers: everyone's declarations of the year with their totals, and Reopen for submitted ones. */
export function DeclarationsReview({ financialYear }: { financialYear: number }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, update] = useListParams(LIST_SCHEMA, LIST_OPTIONS);
  const [reopening, setReopening] = useState<TaxDeclarationListItem | null>(null);
  const list = useDeclarations({ ...params, financialYear });
  useLastPageWhenPast(params, list.isPlaceholderData ? undefined : list.data?.total, update);
  const reopen = useReopenDeclaration();

  const confirmReopen = async () => {
    if (!reopening) return;
    try {
      await reopen.mutateAsync(reopening.id);
      notifications.show({ color: 'green', message: t('Declaration reopened.') });
      setReopening(null);
    } catch {
      // The dialog shows the error.
    }
  };

  const columns: DataColumn<TaxDeclarationListItem>[] = [
    { key: 'name', heading: t('Employee'), cell: (item) => item.person.fullName },
    { key: 'code', heading: t('Employee ID'), cell: (item) => item.person.employeeCode },
    {
      key: 'status',
      heading: t('Status'),
      cell: (item) => (
        <Badge variant="light" color={item.status === 'submitted' ? 'green' : 'gray'}>
          {t(TAX_DECLARATION_STATUS_LABELS[item.status])}
        </Badge>
      ),
    },
    {
      key: 'gross',
      heading: t('Gross income'),
      nowrap: true,
      cell: (item) => <span dir="ltr">{formatRupees(item.grossIncome)}</span>,
    },
    {
      key: 'taxable',
      heading: t('Taxable income'),
      nowrap: true,
      cell: (item) => <span dir="ltr">{formatRupees(item.taxableIncome)}</span>,
    },
    {
      key: 'submittedAt',
      heading: t('Submitted on'),
      nowrap: true,
      cell: (item) => (item.submittedAt ? formatInstantDay(item.submittedAt, user.timeZone) : '—'),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <SearchInput
          value={params.search ?? ''}
          label={t('Search by name, employee ID or e-mail')}
          onSearch={(search) => update({ search }, { replace: true })}
        />
        <Select
          label={t('Status')}
          data={[
            { value: '', label: t('All statuses') },
            ...TAX_DECLARATION_STATUSES.map((s) => ({
              value: s,
              label: t(TAX_DECLARATION_STATUS_LABELS[s]),
            })),
          ]}
          value={params.status ?? ''}
          onChange={(value) =>
            update({ status: TAX_DECLARATION_STATUSES.find((status) => status === value) ?? null })
          }
          allowDeselect={false}
          w={180}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={list.data?.items}
        rowKey={(item) => item.id}
        minWidth={760}
        actions={{
          cell: (item) =>
            item.abilities.reopen && (
              <Button
                size="xs"
                variant="light"
                aria-label={t('Reopen the declaration of {{name}}', { name: item.person.fullName })}
                onClick={() => {
                  reopen.reset();
                  setReopening(item);
                }}
              >
                {t('Reopen')}
              </Button>
            ),
        }}
        {...listQueryState(list)}
      />
      {list.data && list.data.total > 0 && (
        <ListPagination
          total={list.data.total}
          pageSizes={TAX_DECLARATION_PAGE_SIZES}
          {...listPager(params, update)}
        />
      )}
      <ConfirmDialog
        opened={reopening !== null}
        title={t('Reopen declaration')}
        message={t('Reopen the declaration of {{name}}? They can then change and submit it again.', {
          name: reopening?.person.fullName ?? '',
        })}
        confirmLabel={t('Yes, reopen')}
        destructive={false}
        error={reopen.isError ? t(errorMessage(reopen.error)) : null}
        pending={reopen.isPending}
        onConfirm={() => void confirmReopen()}
        onClose={() => setReopening(null)}
      />
    </Stack>
  );
}
