import { Button, type ButtonProps } from '@mantine/core';
import type { MouseEvent } from 'react';

type SubmitButtonProps = ButtonProps & {
  /** Set when the button sits outside its form (a modal footer): the form's id. */
  form?: string;
};

/**
 * The submit control of every form. Pressing it does not move the focus away from the field being
 * typed in, so that field's blur (its validation, an availability check, a notice that appears)
 * cannot disable or move the button between the press and the release and swallow the click. The
 * submit itself validates every field, and the server checks duplicates again on save. Keyboard
 * use is unchanged: Tab still leaves the field (and validates it) before Enter or Space.
 */
export function SubmitButton(props: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      onMouseDown={(event: MouseEvent<HTMLButtonElement>) => {
        if (event.button === 0) event.preventDefault();
      }}
      {...props}
    />
  );
}
