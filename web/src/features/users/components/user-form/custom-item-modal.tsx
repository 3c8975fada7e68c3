import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_ITEM_MAX_LENGTH } from '../../../../../../shared/constants.ts';
import {
  CUSTOM_ITEM_LABELS,
  customItemBodySchema,
  type CustomItemKind,
  type NamedItem,
} from '../../../../../../shared/schemas/users.schema.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { TextField } from '../../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
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
  const [schema] = useState(() => customItemBodySchema(kind));
  const form = useSchemaForm<{ name: string }, { name: string }>(schema, { name: '' });

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => add.mutateAsync({ name: body.name.trim(), idempotencyKey })}
      onSuccess={(item) => {
        onCreated(kind, item);
        onClose();
      }}
      onCancel={onClose}
      submitLabel={t('Save')}
      submitProps={{ disabled: !form.formState.isValid }}
    >
      <TextField
        control={form.control}
        name="name"
        label={t(CUSTOM_ITEM_LABELS[kind])}
        withAsterisk
        data-autofocus
        maxLength={CUSTOM_ITEM_MAX_LENGTH}
      />
    </FormShell>
  );
}
