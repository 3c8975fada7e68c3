import { Card, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  taxDeclarationDataSchema,
  type TaxDeclarationPerson,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { CheckboxField } from '../../../components/form/hr-fields.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { toPan, type DeclarationControl } from '../declaration-fields.ts';

/** Where the birth-date calendar opens when no date is set: the 1990s. */
const BIRTH_DATE_START = '1990-01-01';
const ADDRESS_LIMIT = textLimitOf(taxDeclarationDataSchema.shape.personal.unwrap().shape.address);

interface PersonalCardProps {
  person: TaxDeclarationPerson;
  control: DeclarationControl;
  readOnly: boolean;
}

/** Profile facts (read-only) and what the declaration itself asks: PAN, birth date, address, city. */
export function PersonalCard({ person, control, readOnly }: PersonalCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="sm">
        {t('Personal details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('Name')} value={person.fullName} readOnly variant="filled" />
        <TextInput label={t('Employee ID')} value={person.employeeCode} readOnly variant="filled" />
        <TextInput label={t('Designation')} value={person.designation ?? ''} readOnly variant="filled" />
        <TextInput label={t('Department')} value={person.department ?? ''} readOnly variant="filled" />
        <TextInput label={t('Email')} value={person.email} readOnly variant="filled" dir="ltr" />
        <TextField
          control={control}
          name="personal.pan"
          label={t('PAN')}
          placeholder="ABCDE1234F"
          maxLength={10}
          transform={toPan}
          readOnly={readOnly}
          dir="ltr"
        />
        <DateField
          control={control}
          name="personal.dateOfBirth"
          label={t('Date of birth')}
          // A birth date is picked by year first: the calendar opens on the years of a decade.
          defaultLevel="decade"
          opensOn={BIRTH_DATE_START}
          clearable={false}
          readOnly={readOnly}
        />
        <CheckboxField
          control={control}
          name="personal.metroCity"
          mt={{ sm: 'xl' }}
          label={t('I live in a metro city (Delhi, Mumbai, Kolkata or Chennai)')}
          disabled={readOnly}
        />
      </SimpleGrid>
      <TextareaField
        control={control}
        name="personal.address"
        limit={ADDRESS_LIMIT}
        mt="sm"
        label={t('Address')}
        autosize
        minRows={2}
        readOnly={readOnly}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t('Your date of birth decides the senior citizen limits.')}
      </Text>
    </Card>
  );
}
