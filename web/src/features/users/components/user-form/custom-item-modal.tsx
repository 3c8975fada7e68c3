import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_ITEM_MAX_LENGTH } from '../../../../../../shared/constants.ts';
import {
  CUSTOM_ITEM_LABELS,
  customItemBodySchema,
  type CustomItemKind,
  type NamedItem,
} from '../../../../../../shared/schemas/users.schema.ts';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useAddCustomItem } from '../../api/add-custom-item.ts';

/** The modal titles, also the names of the buttons that open them. */
export const CUSTOM_ITEM_TITLES: Record<CustomItemKind, string> = {
  departments: 'Add custom department',
  designations: 'Add custom designation',
  roles: 'Add custom role',
};

interface CustomItemModalProps {
  kind: CustomItemKind | null;
  onClose: () => void;
  /** The new item, once the form's choices have reloaded with it. */
  onCreated: (kind: CustomItemKind, item: NamedItem) => void;
}

/** 'Add custom department/designation/role' (spec 001 §2.4): one name, Cancel and Save. */
export function CustomItemModal({ kind, onClose, onCreated }: CustomItemModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={kind !== null}
      onClose={onClose}
      title={kind ? t(CUSTOM_ITEM_TITLES[kind]) : ''}
      centered
    >
      {kind && <CustomItemForm key={kind} kind={kind} onClose={onClose} onCreated={onCreated} />}
    </FormModal>
  );
}

function CustomItemForm({
  kind,
  onClose,
  onCreated,
}: { kind: CustomItemKind } & Omit<CustomItemModalProps, 'kind'>) {
  const { t } = useTranslation();
  const add = useAddCustomItem(kind);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const check = customItemBodySchema(kind).safeParse({ name });
  const validationError = check.success ? null : (check.error.issues[0]?.message ?? null);
  const shownError = serverError ?? (touched ? validationError : null);

  const { submitting, onSubmit } = useFormSubmit(
    async () => {
      if (check.success) return name.trim();
      setTouched(true);
      return null;
    },
    {
      send: (itemName, idempotencyKey) => add.mutateAsync({ name: itemName, idempotencyKey }),
      onSuccess: (item) => {
        onCreated(kind, item);
        onClose();
      },
      onError: (error) => setServerError(errorMessage(error)),
    },
  );

  useUnsavedChanges(name.trim() !== '' && !submitting);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <TextInput
          label={t(CUSTOM_ITEM_LABELS[kind])}
          withAsterisk
          data-autofocus
          maxLength={CUSTOM_ITEM_MAX_LENGTH}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setServerError(null);
          }}
          onBlur={() => setTouched(true)}
          error={shownError ? t(shownError) : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!check.success || serverError !== null}>
            {t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
