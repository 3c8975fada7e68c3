import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeTaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import {
  taxDeclarationDataSchema,
  taxInputsOf,
  type TaxDeclaration,
  type TaxDeclarationData,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useSaveMyDeclaration } from '../api/save-my-declaration.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { useSubmitMyDeclaration } from '../api/submit-my-declaration.ts';
import { withValue } from '../declaration-fields.ts';
import { DeclarationCards } from './declaration-cards.tsx';
import { DeclarationSummary } from './declaration-summary.tsx';
import { PersonalCard } from './personal-card.tsx';

/** The form's own check, with the shared schema: field path → message. */
function clientErrors(data: TaxDeclarationData): Record<string, string> {
  const result = taxDeclarationDataSchema.safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

/** The caller's declaration of one year: editable as a draft, read-only once submitted. */
export function DeclarationForm({ declaration }: { declaration: TaxDeclaration }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [data, setData] = useState(declaration.data);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveMyDeclaration();
  const submit = useSubmitMyDeclaration();
  const pending = save.isPending || submit.isPending;
  const readOnly = !declaration.abilities.edit;
  const dirty = !readOnly && JSON.stringify(data) !== JSON.stringify(declaration.data);
  useUnsavedChanges(dirty && !pending);

  const totals = useMemo(
    () => computeTaxTotals(taxInputsOf(data), declaration.financialYear),
    [data, declaration.financialYear],
  );
  const errors = { ...clientErrors(data), ...serverErrors };
  const day = (instant: string) => formatInstantDay(instant, user.timeZone);

  const change = (path: string, value: unknown) => {
    setData((current) => withValue(current, path, value));
    setServerErrors(({ [path]: _dropped, ...rest }) => rest);
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && error.details.length > 0) {
      setServerErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      setAlert('Please correct the highlighted fields.');
    } else {
      setAlert(errorMessage(error));
    }
  };

  const saveDraft = async (): Promise<boolean> => {
    setAlert(null);
    if (Object.keys(clientErrors(data)).length > 0) {
      setAlert('Please correct the highlighted fields.');
      return false;
    }
    try {
      const saved = await save.mutateAsync({ financialYear: declaration.financialYear, data });
      setData(saved.data);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const onSave = async () => {
    if (await saveDraft()) notifications.show({ color: 'green', message: t('Declaration saved as draft.') });
  };

  const onSubmit = async () => {
    setConfirming(false);
    if (!(await saveDraft())) return;
    try {
      await submit.mutateAsync(declaration.financialYear);
      notifications.show({ color: 'green', message: t('Declaration submitted.') });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack gap="md">
      {declaration.status === 'submitted' && declaration.submittedAt && (
        <Alert color="blue" icon={<IconLock size={18} />} role="status">
          {t('Submitted on {{date}}; locked until an Admin reopens it.', {
            date: day(declaration.submittedAt),
          })}
        </Alert>
      )}
      {declaration.status === 'draft' && declaration.reopenedAt && (
        <Alert color="yellow" role="status">
          {t('Reopened by {{name}} on {{date}}.', {
            name: declaration.reopenedBy ?? '',
            date: day(declaration.reopenedAt),
          })}
        </Alert>
      )}
      {alert && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setAlert(null)}>
          {t(alert)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <PersonalCard
              person={declaration.person}
              personal={data.personal}
              errors={errors}
              readOnly={readOnly}
              onChange={change}
            />
            <DeclarationCards
              data={data}
              totals={totals}
              errors={errors}
              readOnly={readOnly}
              onChange={change}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack
            gap="md"
            style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
          >
            <DeclarationSummary totals={totals} />
            {!readOnly && (
              <Group grow>
                <Button
                  variant="default"
                  onClick={() => void onSave()}
                  loading={save.isPending && !confirming}
                  disabled={pending}
                >
                  {t('Save as draft')}
                </Button>
                {declaration.abilities.submit && (
                  <Button onClick={() => setConfirming(true)} disabled={pending} loading={submit.isPending}>
                    {t('Submit')}
                  </Button>
                )}
              </Group>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirming}
        title={t('Submit your declaration?')}
        message={t('Once submitted, it is locked until an Admin reopens it.')}
        confirmLabel={t('Yes, submit')}
        destructive={false}
        pending={pending}
        onConfirm={() => void onSubmit()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
