import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  questionSetBodySchema,
  type QuestionSet,
  type QuestionSetBody,
} from '../../../../../shared/schemas/appraisals.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSaveQuestionSet } from '../api/questions.ts';
import { QuestionCategory } from './question-category.tsx';

/** The set as the form holds it: an id keeps an existing category or question. */
const valuesOf = (set: QuestionSet): QuestionSetBody => ({
  categories: set.categories.map((c) => ({
    id: c.id,
    name: c.name,
    questions: c.questions.map((q) => ({ id: q.id, text: q.text })),
  })),
});

/**
 * The self appraisal's categories and questions (ManageAppraisals). Nothing changes until Save;
 * a question already answered in some appraisal is retired by the server rather than deleted.
 */
export function QuestionsEditor({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const save = useSaveQuestionSet();
  const form = useSchemaForm<QuestionSetBody, QuestionSetBody>(questionSetBodySchema, valuesOf(set));
  // The categories' own keys ("key"): their "id" is the stored row's.
  const categories = useFieldArray({ control: form.control, name: 'categories', keyName: 'key' });
  const [saved, setSaved] = useState(false);

  return (
    <FormShell
      form={form}
      send={(body) => save.mutateAsync(body)}
      afterSuccess="unlock"
      onSuccess={(next) => {
        form.reset(valuesOf(next));
        setSaved(true);
      }}
      submitLabel={t('Save questions')}
      actions={({ submitting }) => (
        <>
          {saved && !form.formState.isDirty && (
            <Alert role="status" color="green">
              {t('Questions saved.')}
            </Alert>
          )}
          <Group justify="space-between">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => categories.append({ name: '', questions: [] }, { shouldFocus: false })}
            >
              {t('Add category')}
            </Button>
            <SubmitButton loading={submitting}>{t('Save questions')}</SubmitButton>
          </Group>
        </>
      )}
    >
      <Text size="sm" c="dimmed">
        {t('Questions already answered are kept in the appraisals that answered them.')}
      </Text>
      {categories.fields.map((category, index) => (
        <QuestionCategory
          key={category.key}
          control={form.control}
          index={index}
          onRemove={() => categories.remove(index)}
        />
      ))}
    </FormShell>
  );
}
