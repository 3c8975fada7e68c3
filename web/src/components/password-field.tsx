import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState, type ClipboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordFieldProps extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  /** Confirm fields refuse pasting, so the password is typed twice (spec 001 §5). */
  blockPaste?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A password input with a labelled, keyboard-reachable show/hide toggle. */
export function PasswordField({ blockPaste = false, onPaste, ref, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (blockPaste) event.preventDefault();
    onPaste?.(event);
  };

  return (
    <PasswordInput
      {...props}
      ref={ref}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': visible ? t('Hide password') : t('Show password') }}
      onPaste={handlePaste}
    />
  );
}
