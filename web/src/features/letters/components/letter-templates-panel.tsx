import { Badge, Button, Group, Paper, SegmentedControl, Select, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS, LETTER_TYPES, type LetterType } from '../../../../../shared/rules/letters.ts';
import type { LetterTemplate } from '../../../../../shared/schemas/letters.schema.ts';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLetterTemplates } from '../api/get-letter-templates.ts';
import { useSaveLetterTemplate } from '../api/save-letter-template.ts';
import {
  letterTextErrors,
  LetterTextFields,
  serverTextErrors,
  type LetterTextErrors,
} from './letter-text-fields.tsx';

/** The template of each type of letter, with placeholders, that issuing starts from. */
export function LetterTemplatesPanel() {
  const { t } = useTranslation();
  const templates = useLetterTemplates(true);
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
          onChange={(value) => value && setType(value)}
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
  const [text, setText] = useState({ subject: template.subject, body: template.body });
  const [errors, setErrors] = useState<LetterTextErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const changed = text.subject !== template.subject || text.body !== template.body;

  const submit = () => {
    const found = letterTextErrors(text);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { type: template.type, text: { subject: text.subject.trim(), body: text.body.trim() } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            title: t('Saved'),
            message: t('The template has been saved.'),
          }),
        onError: (error) => {
          const fieldErrors = serverTextErrors(error);
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0) setAlert(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light" color={template.saved ? 'green' : 'gray'}>
            {template.saved ? t('Saved template') : t('Built-in template')}
          </Badge>
        </Group>
        <AlertMessage
          alert={alert ? { color: 'red', message: alert } : null}
          onClose={() => setAlert(null)}
        />
        <LetterTextFields value={text} errors={errors} onChange={setText} showPlaceholders />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!changed}>
            {t('Save template')}
          </Button>
        </Group>
      </Stack>
    </form>
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
  return (
    <SegmentedControl
      value={value}
      onChange={(v) => onChange(v)}
      data={[
        { value: 'requests', label: t('Requests') },
        { value: 'templates', label: t('Templates') },
      ]}
    />
  );
}
