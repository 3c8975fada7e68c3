import { Box, Button, FileButton, Group, Input } from '@mantine/core';
import { IconFile, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileChip } from './file-chip.tsx';
import { useKitField, type KitFieldProps } from './field.ts';

export type FileDropFieldProps<T extends FieldValues, V, N extends FieldPath<T>> = KitFieldProps<T, V, N> & {
  /** The field's name, translated. */
  label: string;
  /** Under the label: what may be chosen ("PDF, JPG or PNG, up to 10 MB."), translated. */
  description?: ReactNode;
  /** The choose button's words, translated; "Choose a file" by default. */
  placeholder?: string;
  /** The picker's filter (the input's accept attribute); a dropped file is left to the schema. */
  accept?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * One file, chosen with the button (Enter or Space) or dropped on the field, held as a File (null
 * when none). The chosen file shows with its size and a remove button; the schema judges its type
 * and size, so its message (or the server's) shows under the field as soon as the file is chosen.
 */
export function FileDropField<T extends FieldValues, V, N extends FieldPath<T>>({
  control,
  name,
  label,
  description,
  placeholder,
  accept,
  required,
  disabled,
}: FileDropFieldProps<T, V, N>) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name });
  const id = useId();
  const resetRef = useRef<() => void>(null);
  const button = useRef<HTMLButtonElement | null>(null);
  const [dragging, setDragging] = useState(false);
  const file = (field.value as File | null | undefined) ?? null;
  const choose = (chosen: File | null) => {
    field.onChange(chosen);
    // Chosen is as good as left: the schema's word on the file shows at once.
    field.onBlur();
  };
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      id={id}
      label={label}
      required={required}
      description={description}
      error={error}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Box
        mt={4}
        p="sm"
        data-dragging={dragging || undefined}
        style={{
          border: `1px dashed var(--mantine-color-${error ? 'red-6' : dragging ? 'blue-6' : 'gray-4'})`,
          borderRadius: 'var(--mantine-radius-sm)',
        }}
        onDragOver={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!disabled) choose(event.dataTransfer.files[0] ?? null);
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <FileButton
            onChange={choose}
            accept={accept}
            resetRef={resetRef}
            disabled={disabled}
            inputProps={{ id, name: field.name, 'aria-label': label }}
          >
            {(props) => (
              <Button
                {...props}
                ref={(element: HTMLButtonElement | null) => {
                  button.current = element;
                  inputRef(element);
                }}
                variant="default"
                size="xs"
                disabled={disabled}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-describedby={describedBy || undefined}
                aria-invalid={error ? true : undefined}
              >
                {placeholder ?? t('Choose a file')}
              </Button>
            )}
          </FileButton>
          {file ? (
            <FileChip
              file={file}
              icon={<IconFile size={14} aria-hidden />}
              disabled={disabled}
              onRemove={() => {
                resetRef.current?.();
                choose(null);
                // The remove button goes with the file: the keyboard carries on from the choose button.
                button.current?.focus();
              }}
            />
          ) : null}
        </Group>
      </Box>
    </Input.Wrapper>
  );
}
