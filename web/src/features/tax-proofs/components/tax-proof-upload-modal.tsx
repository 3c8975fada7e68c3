import { Alert, Button, FileInput, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TAX_PROOF_ACCEPT,
  TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH,
  TAX_PROOF_TYPE_LABELS,
  TAX_PROOF_TYPES,
  type TaxProofType,
} from '../../../../../shared/rules/tax-proofs.ts';
import { taxProofUploadFieldsSchema } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useUploadTaxProof } from '../api/upload-tax-proof.ts';
import { fileProblem, financialYearOptions } from '../tax-proof-format.ts';

type Field = 'type' | 'documentName' | 'financialYear' | 'file';
type Errors = Partial<Record<Field, string>>;

interface TaxProofUploadModalProps {
  opened: boolean;
  /** The year chosen on the page: the form starts with it. */
  financialYear: number;
  currentFinancialYear: number;
  onClose: () => void;
}

/** Upload an IT proof: the document type, its name, the financial year and the file. */
export function TaxProofUploadModal({ opened, onClose, ...years }: TaxProofUploadModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('Upload document')} centered>
      {opened && <UploadForm {...years} onDone={onClose} />}
    </FormModal>
  );
}

function UploadForm(props: { financialYear: number; currentFinancialYear: number; onDone: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadTaxProof();
  const [type, setType] = useState<TaxProofType | null>(null);
  const [documentName, setDocumentName] = useState('');
  const [year, setYear] = useState(String(props.financialYear));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  useUnsavedChanges(type !== null || documentName !== '' || file !== null);

  const submit = () => {
    const found: Errors = {};
    const parsed = taxProofUploadFieldsSchema.safeParse({
      type: type ?? undefined,
      documentName,
      financialYear: year,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    const problem = fileProblem(file);
    if (problem) found.file = problem;
    setErrors(found);
    setFormError(null);
    if (!parsed.success || problem || !file) return;
    upload.mutate(
      { ...parsed.data, financialYear: parsed.data.financialYear ?? props.currentFinancialYear, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: t('Uploaded'), message: t('Document uploaded.') });
          props.onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && error.details.length > 0) {
            const fromServer: Errors = {};
            for (const d of error.details)
              fromServer[(d.path === 'files' ? 'file' : d.path) as Field] ??= d.message;
            setErrors(fromServer);
          } else if (isApiError(error) && (error.status === 413 || error.status === 415)) {
            setErrors({ file: error.message });
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  };

  /** A field's message goes as soon as the field changes; the next Upload checks again. */
  const clear = (field: Field) => setErrors((previous) => ({ ...previous, [field]: undefined }));
  const tr = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
            {t(formError)}
          </Alert>
        )}
        <Select
          label={t('Document type')}
          placeholder={t('Select the document type')}
          required
          data={TAX_PROOF_TYPES.map((value) => ({ value, label: t(TAX_PROOF_TYPE_LABELS[value]) }))}
          value={type}
          onChange={(value) => {
            setType(value);
            clear('type');
          }}
          error={tr(errors.type)}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={t('Document name')}
          required
          value={documentName}
          maxLength={TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH}
          onChange={(event) => {
            setDocumentName(event.currentTarget.value);
            clear('documentName');
          }}
          error={tr(errors.documentName)}
        />
        <Select
          label={t('Financial year')}
          required
          allowDeselect={false}
          data={financialYearOptions(props.currentFinancialYear)}
          value={year}
          onChange={(value) => {
            if (value) setYear(value);
            clear('financialYear');
          }}
          error={tr(errors.financialYear)}
        />
        <FileInput
          label={t('File')}
          description={t('PDF, JPG or PNG, up to 10 MB.')}
          placeholder={t('Choose a file')}
          required
          clearable
          accept={TAX_PROOF_ACCEPT}
          value={file}
          onChange={(value) => {
            setFile(value);
            setErrors((previous) => ({
              ...previous,
              file: value ? (fileProblem(value) ?? undefined) : undefined,
            }));
          }}
          leftSection={<IconUpload size={16} aria-hidden />}
          error={tr(errors.file)}
        />
        {file && !errors.file && (
          <Text size="xs" c="dimmed" dir="auto">
            {file.name}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onDone} disabled={upload.isPending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending}>
            {t('Upload')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
