import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  TAX_PROOF_ACCEPT,
  TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH,
  TAX_PROOF_TYPE_LABELS,
  TAX_PROOF_TYPES,
} from '../../../../../shared/rules/tax-proofs.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FileDropField } from '../../../components/form/file-drop-field.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUploadTaxProof, type TaxProofUpload } from '../api/upload-tax-proof.ts';
import { financialYearOptions } from '../tax-proof-format.ts';
import { uploadFormSchema, type UploadFormBody, type UploadFormValues } from '../upload-form.ts';

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
  const form = useSchemaForm<UploadFormValues, UploadFormBody>(uploadFormSchema, {
    type: null,
    documentName: '',
    financialYear: String(props.financialYear),
    file: null,
  });
  const send = (body: UploadFormBody) =>
    upload.mutateAsync({
      ...body,
      financialYear: body.financialYear ?? props.currentFinancialYear,
    } satisfies TaxProofUpload);
  return (
    <FormShell
      form={form}
      send={send}
      // The server's word on the file (sent as "files", or the body refused whole) goes under it.
      detailPath={(path) => (path === 'files' ? 'file' : path)}
      payloadField="file"
      onSuccess={() => {
        notifications.show({ color: 'green', title: t('Uploaded'), message: t('Document uploaded.') });
        props.onDone();
      }}
      onCancel={props.onDone}
      submitLabel={t('Upload')}
    >
      <SelectField
        control={form.control}
        name="type"
        label={t('Document type')}
        placeholder={t('Select the document type')}
        required
        data={TAX_PROOF_TYPES.map((value) => ({ value, label: t(TAX_PROOF_TYPE_LABELS[value]) }))}
      />
      <TextField
        control={form.control}
        name="documentName"
        label={t('Document name')}
        required
        maxLength={TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH}
      />
      <SelectField
        control={form.control}
        name="financialYear"
        label={t('Financial year')}
        required
        allowDeselect={false}
        data={financialYearOptions(props.currentFinancialYear)}
      />
      <FileDropField
        control={form.control}
        name="file"
        label={t('File')}
        description={t('PDF, JPG or PNG, up to 10 MB.')}
        required
        accept={TAX_PROOF_ACCEPT}
      />
    </FormShell>
  );
}
