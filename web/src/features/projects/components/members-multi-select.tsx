import { useMemo } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { PROJECT_AVATARS_SHOWN, type PersonOption } from '../../../../../shared/schemas/projects.schema.ts';
import { PeopleSelectField } from '../../../components/form/people-select-field.tsx';

interface MembersMultiSelectProps<T extends FieldValues, V> {
  /** The form's control; the field is its `userIds`. */
  control: Control<T, unknown, V>;
  options: PersonOption[];
  label: string;
  /** Why the people could not be listed (translated); it stands before the field's own message. */
  loadError?: string | undefined;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * The users multi-select of spec 001 §2.6: people sorted by full name, each shown with their
 * avatar and e-mail, searchable by either; three chosen people show, the rest behind '+N more'.
 */
export function MembersMultiSelect<T extends FieldValues & { userIds: string[] }, V>({
  control,
  options,
  ...props
}: MembersMultiSelectProps<T, V>) {
  const people = useMemo(
    () =>
      options.map((person) => ({
        id: person.id,
        name: person.fullName,
        detail: person.email,
        avatarUrl: person.avatarUrl,
      })),
    [options],
  );
  return (
    <PeopleSelectField
      {...props}
      control={control}
      name={'userIds' as Path<T>}
      people={people}
      withAvatars
      pillsShown={PROJECT_AVATARS_SHOWN}
      withAsterisk
    />
  );
}
