import { Grid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { computeTaxTotals } from '../../../../../shared/rules/tax-declaration.ts';
import {
  taxDeclarationDataSchema,
  taxInputsOf,
  type TaxDeclaration,
  type TaxDeclarationData,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { DraftOrSubmit } from '../../../components/form/draft-or-submit.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveMyDeclaration } from '../api/save-my-declaration.ts';
import { useSubmitMyDeclaration } from '../api/submit-my-declaration.ts';
import { DeclarationCards } from './declaration-cards.tsx';
import { DeclarationStatus } from './declaration-status.tsx';
import { DeclarationSummary } from './declaration-summary.tsx';
import { PersonalCard } from './personal-card.tsx';

/**
 * The caller's declaration of one year: editable as a draft, read-only once submitted. Submit
 * saves the draft first, then submits it; what either refuses shows under its field.
 */
export function DeclarationForm({ declaration }: { declaration: TaxDeclaration }) {
  const { t } = useTranslation();
  const { financialYear } = declaration;
  const save = useSaveMyDeclaration();
  const submit = useSubmitMyDeclaration();
  const form = useSchemaForm<TaxDeclarationData, TaxDeclarationData>(
    taxDeclarationDataSchema,
    declaration.data,
  );
  const data = useWatch({ control: form.control }) as TaxDeclarationData;
  const totals = useMemo(() => computeTaxTotals(taxInputsOf(data), financialYear), [data, financialYear]);
  // Whether the next send submits the declaration (Submit, confirmed) or saves the draft only.
  const final = useRef(false);
  const formId = useId();
  const readOnly = !declaration.abilities.edit;

  const send = async (values: TaxDeclarationData) => {
    const saved = await save.mutateAsync({ financialYear, data: values });
    // What the server kept (trimmed, upper-cased) is what the form now starts from: nothing unsaved.
    form.reset(saved.data, { keepIsSubmitted: true });
    return final.current ? submit.mutateAsync(financialYear) : saved;
  };

  return (
    <Stack gap="md">
      <DeclarationStatus declaration={declaration} />
      <FormShell
        id={formId}
        form={form}
        send={send}
        afterSuccess="unlock"
        onSuccess={(answer) => {
          notifications.show({
            color: 'green',
            message: t(
              answer.status === 'submitted' ? 'Declaration submitted.' : 'Declaration saved as draft.',
            ),
          });
        }}
        submitLabel={t('Save as draft')}
        actions={null}
      >
        {({ submitting }) => (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="md">
                <PersonalCard person={declaration.person} control={form.control} readOnly={readOnly} />
                <DeclarationCards control={form.control} totals={totals} readOnly={readOnly} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack
                gap="md"
                style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}
              >
                <DeclarationSummary totals={totals} />
                {!readOnly && (
                  <DraftOrSubmit
                    formId={formId}
                    submitting={submitting}
                    setSubmit={(submit) => (final.current = submit)}
                    editable
                    submittable={declaration.abilities.submit}
                    grow
                    confirmTitle={t('Submit your declaration?')}
                    confirmMessage={t('Once submitted, it is locked until an Admin reopens it.')}
                  />
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </FormShell>
    </Stack>
  );
}
