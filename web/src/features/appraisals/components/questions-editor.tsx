import { ActionIcon, Alert, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_CATEGORY_NAME_MAX_LENGTH,
  APPRAISAL_QUESTION_MAX_LENGTH,
} from '../../../../../shared/rules/appraisals.ts';
import type { QuestionSet } from '../../../../../shared/schemas/appraisals.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useSaveQuestionSet } from '../api/questions.ts';
import { errorsByPath } from '../field-errors.ts';

interface Draft {
  key: number;
  id?: number;
  name: string;
  questions: { key: number; id?: number; text: string }[];
}

let nextKey = 1;
const toDraft = (set: QuestionSet): Draft[] =>
  set.categories.map((c) => ({
    key: nextKey++,
    id: c.id,
    name: c.name,
    questions: c.questions.map((q) => ({ key: nextKey++, id: q.id, text: q.text })),
  }));

/**
 * The self appraisal's categories and questions (ManageAppraisals). Nothing changes until Save;
 * a question already answered in some appraisal is retired by the server rather than deleted.
 */
export function QuestionsEditor({ set }: { set: QuestionSet }) {
  const { t } = useTranslation();
  const save = useSaveQuestionSet();
  const [drafts, setDrafts] = useState(() => toDraft(set));
  const [saved, setSaved] = useState(false);
  // Edited since loaded or saved: leaving the page asks first.
  const [changed, setChanged] = useState(false);
  useUnsavedChanges(changed && !save.isPending);
  const { fields, general } = errorsByPath(save.error);
  const err = (path: string) => (fields[path] ? t(fields[path]) : undefined);

  const update = (change: (d: Draft[]) => Draft[]) => {
    setSaved(false);
    setChanged(true);
    setDrafts(change);
  };
  const editCategory = (key: number, patch: Partial<Draft>) =>
    update((ds) => ds.map((d) => (d.key === key ? { ...d, ...patch } : d)));

  const submit = () => {
    save.mutate(
      {
        categories: drafts.map((d) => ({
          ...(d.id === undefined ? {} : { id: d.id }),
          name: d.name,
          questions: d.questions.map((q) => ({ ...(q.id === undefined ? {} : { id: q.id }), text: q.text })),
        })),
      },
      {
        onSuccess: (next) => {
          setDrafts(toDraft(next));
          setSaved(true);
          setChanged(false);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('Questions already answered are kept in the appraisals that answered them.')}
      </Text>
      {drafts.map((category, i) => (
        <Card key={category.key} withBorder padding="md">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('Category')}
                maxLength={APPRAISAL_CATEGORY_NAME_MAX_LENGTH}
                value={category.name}
                onChange={(e) => editCategory(category.key, { name: e.currentTarget.value })}
                error={err(`categories.${i}.name`)}
              />
              <Tooltip label={t('Remove category')}>
                <ActionIcon
                  color="red"
                  variant="light"
                  size="lg"
                  aria-label={t('Remove category {{name}}', { name: category.name })}
                  onClick={() => update((ds) => ds.filter((d) => d.key !== category.key))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
            {category.questions.map((question, j) => (
              <Group key={question.key} align="flex-start" wrap="nowrap" ps="md">
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={t('Question {{number}} of {{category}}', {
                    number: j + 1,
                    category: category.name,
                  })}
                  maxLength={APPRAISAL_QUESTION_MAX_LENGTH}
                  value={question.text}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    editCategory(category.key, {
                      questions: category.questions.map((q) => (q.key === question.key ? { ...q, text } : q)),
                    });
                  }}
                  error={err(`categories.${i}.questions.${j}.text`)}
                />
                <ActionIcon
                  color="red"
                  variant="subtle"
                  size="lg"
                  aria-label={t('Remove question {{number}} of {{category}}', {
                    number: j + 1,
                    category: category.name,
                  })}
                  onClick={() =>
                    editCategory(category.key, {
                      questions: category.questions.filter((q) => q.key !== question.key),
                    })
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group ps="md">
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  editCategory(category.key, {
                    questions: [...category.questions, { key: nextKey++, text: '' }],
                  })
                }
              >
                {t('Add question')}
              </Button>
            </Group>
          </Stack>
        </Card>
      ))}
      {general && (
        <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t(general)}
        </Alert>
      )}
      {saved && (
        <Alert role="status" color="green">
          {t('Questions saved.')}
        </Alert>
      )}
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => update((ds) => [...ds, { key: nextKey++, name: '', questions: [] }])}
        >
          {t('Add category')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('Save questions')}
        </Button>
      </Group>
    </Stack>
  );
}
