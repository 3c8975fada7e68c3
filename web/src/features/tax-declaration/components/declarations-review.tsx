import { Badge, Button, Group, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TAX_DECLARATION_STATUS_LABELS,
  TAX_DECLARATION_STATUSES,
  type TaxDeclarationStatus,
} from '../../../../../shared/rules/tax-declaration.ts';
import type { TaxDeclarationListItem } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListTable } from '../../../components/list-table.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { useDeclarations } from '../api/get-declarations.ts';
import { useReopenDeclaration } from '../api/reopen-declaration.ts';
import { formatRupees } from '../format-rupees.ts';

const PAGE_SIZE = 10;

/** Reviewers: everyone's declarations of the year with their totals, and Reopen for submitted ones. */
export function DeclarationsReview({ financialYear }: { financialYear: number }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [status, setStatus] = useState<TaxDeclarationStatus | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [reopening, setReopening] = useState<TaxDeclarationListItem | null>(null);
  const list = useDeclarations({ financialYear, status, search, page, pageSize: PAGE_SIZE });
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

  return (
    <Stack gap="md">
      <Group align="end" wrap="wrap">
        <SearchInput
          value={search}
          label={t('Search by name, employee ID or e-mail')}
          onSearch={(next) => {
            setSearch(next);
            setPage(1);
          }}
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
          value={status ?? ''}
          onChange={(value) => {
            setStatus(value || null);
            setPage(1);
          }}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t('No data found!')}
        </Text>
      ) : (
        <>
          <ListTable
            headings={[
              'Employee',
              'Employee ID',
              'Status',
              'Gross income',
              'Taxable income',
              'Submitted on',
              'Actions',
            ].map((column) => t(column))}
            minWidth={760}
            refreshing={list.isPlaceholderData}
          >
            {list.data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.person.fullName}</Table.Td>
                <Table.Td>{item.person.employeeCode}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={item.status === 'submitted' ? 'green' : 'gray'}>
                    {t(TAX_DECLARATION_STATUS_LABELS[item.status])}
                  </Badge>
                </Table.Td>
                <Table.Td dir="ltr">{formatRupees(item.grossIncome)}</Table.Td>
                <Table.Td dir="ltr">{formatRupees(item.taxableIncome)}</Table.Td>
                <Table.Td>
                  {item.submittedAt ? formatInstantDay(item.submittedAt, user.timeZone) : '—'}
                </Table.Td>
                <Table.Td>
                  {item.abilities.reopen && (
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
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
          {list.data.total > PAGE_SIZE && (
            <Pagination
              total={Math.ceil(list.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                'aria-label': t(control === 'next' ? 'Next page' : 'Previous page'),
              })}
            />
          )}
        </>
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
