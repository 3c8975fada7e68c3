import { ActionIcon, Button, Card, Group, Stack, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  APPRAISAL_CATEGORY_NAME_MAX_LENGTH,
  APPRAISAL_QUESTION_MAX_LENGTH,
} from '../../../../../shared/rules/appraisals.ts';
import type { QuestionSetBody } from '../../../../../shared/schemas/appraisals.schema.ts';
import { TextField } from '../../../components/form/text-fields.tsx';

interface QuestionCategoryProps {
  control: Control<QuestionSetBody, unknown, QuestionSetBody>;
  index: number;
  onRemove: () => void;
}

/** One category of the questions editor: its name, its questions, Add question. */
export function QuestionCategory({ control, index, onRemove }: QuestionCategoryProps) {
  const { t } = useTranslation();
  const name = useWatch({ control, name: `categories.${index}.name` });
  const questions = useFieldArray({ control, name: `categories.${index}.questions`, keyName: 'key' });
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap">
          <TextField
            control={control}
            name={`categories.${index}.name`}
            style={{ flex: 1 }}
            label={t('Category')}
            maxLength={APPRAISAL_CATEGORY_NAME_MAX_LENGTH}
          />
          <Tooltip label={t('Remove category')}>
            <ActionIcon
              color="red"
              variant="light"
              size="lg"
              aria-label={t('Remove category {{name}}', { name })}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {questions.fields.map((question, j) => {
          const number = { number: j + 1, category: name };
          return (
            <Group key={question.key} align="flex-start" wrap="nowrap" ps="md">
              <TextField
                control={control}
                name={`categories.${index}.questions.${j}.text`}
                style={{ flex: 1 }}
                aria-label={t('Question {{number}} of {{category}}', number)}
                maxLength={APPRAISAL_QUESTION_MAX_LENGTH}
              />
              <ActionIcon
                color="red"
                variant="subtle"
                size="lg"
                aria-label={t('Remove question {{number}} of {{category}}', number)}
                onClick={() => questions.remove(j)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group ps="md">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => questions.append({ text: '' }, { shouldFocus: false })}
          >
            {t('Add question')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
