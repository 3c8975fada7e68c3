import { Badge, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS, LETTER_TYPES, type LetterType } from '../../../../../shared/rules/letters.ts';
import type { LetterTemplate } from '../../../../../shared/schemas/letters.schema.ts';
import { useConfirmDiscard } from '../../../components/unsaved-changes.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLetterTemplates } from '../api/get-letter-templates.ts';
import { useSaveLetterTemplate } from '../api/save-letter-template.ts';
import { LetterTextForm } from './letter-text-fields.tsx';

/** The template of each type of letter, with placeholders, that issuing starts from. */
export function LetterTemplatesPanel() {
  const { t } = useTranslation();
  const templates = useLetterTemplates();
  const confirmDiscard = useConfirmDiscard();
  const [type, setType] = useState<LetterType>('experience');
  if (templates.isPending) return <PageLoader />;
  if (templates.isError)
    return <ErrorAlert error={templates.error} onRetry={() => void templates.refetch()} />;
  const template = templates.data.items.find((item) => item.type === type);
  const options = LETTER_TYPES.map((value) => ({ value, label: t(LETTER_TYPE_LABELS[value]) }));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Select
          label={t('Type of letter')}
          data={options}
          value={type}
          allowDeselect={false}
          // Another type's template replaces the one being edited: an edited text asks first.
          onChange={(value) => {
            if (value) void confirmDiscard().then((leave) => leave && setType(value));
          }}
          maw={320}
        />
        {template && (
          <TemplateForm key={`${type}:${template.subject}:${template.body}`} template={template} />
        )}
      </Stack>
    </Paper>
  );
}

function TemplateForm({ template }: { template: LetterTemplate }) {
  const { t } = useTranslation();
  const save = useSaveLetterTemplate();
  return (
    <LetterTextForm
      initial={{ subject: template.subject, body: template.body }}
      send={(text) => save.mutateAsync({ type: template.type, text })}
      onSuccess={() =>
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('The template has been saved.'),
        })
      }
      intro={
        <Group gap="xs">
          <Badge variant="light" color={template.saved ? 'green' : 'gray'}>
            {template.saved ? t('Saved template') : t('Built-in template')}
          </Badge>
        </Group>
      }
      showPlaceholders
      submitLabel={t('Save template')}
      onlyWhenChanged
    />
  );
}

/** Holders switch between the requests and the templates; a plain segmented control works at 390 px. */
export function LetterTabs({
  value,
  onChange,
}: {
  value: 'requests' | 'templates';
  onChange: (v: 'requests' | 'templates') => void;
}) {
  const { t } = useTranslation();
  const confirmDiscard = useConfirmDiscard();
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => void confirmDiscard().then((leave) => leave && onChange(v))}
      data={[
        { value: 'requests', label: t('Requests') },
        { value: 'templates', label: t('Templates') },
      ]}
    />
  );
}
