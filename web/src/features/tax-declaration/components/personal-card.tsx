import { Card, Checkbox, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  taxDeclarationDataSchema,
  type TaxDeclarationData,
  type TaxDeclarationPerson,
} from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';

/** Where the birth-date calendar opens when no date is set: the 1990s. */
const BIRTH_DATE_START = '1990-01-01';
const ADDRESS_LIMIT = textLimitOf(taxDeclarationDataSchema.shape.personal.unwrap().shape.address);

interface PersonalCardProps {
  person: TaxDeclarationPerson;
  personal: TaxDeclarationData['personal'];
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (path: string, value: unknown) => void;
}

/** Profile facts (read-only) and what the declaration itself asks: PAN, birth date, address, city. */
export function PersonalCard({ person, personal, errors, readOnly, onChange }: PersonalCardProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
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
        <TextInput
          label={t('PAN')}
          placeholder="ABCDE1234F"
          value={personal.pan}
          maxLength={10}
          readOnly={readOnly}
          error={error('personal.pan')}
          onChange={(e) => onChange('personal.pan', e.currentTarget.value.toUpperCase())}
          dir="ltr"
        />
        <DatePickerInput
          label={t('Date of birth')}
          placeholder={t('DD-MM-YYYY')}
          valueFormat="DD-MM-YYYY"
          // A birth date is picked by year first: the calendar opens on the years of a decade.
          defaultLevel="decade"
          defaultDate={personal.dateOfBirth || BIRTH_DATE_START}
          value={personal.dateOfBirth === '' ? null : personal.dateOfBirth}
          onChange={(value) => onChange('personal.dateOfBirth', value ?? '')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          readOnly={readOnly}
          locale={dates.locale}
          ariaLabels={dates.ariaLabels}
          error={error('personal.dateOfBirth')}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={t('I live in a metro city (Delhi, Mumbai, Kolkata or Chennai)')}
          checked={personal.metroCity}
          disabled={readOnly}
          onChange={(e) => onChange('personal.metroCity', e.currentTarget.checked)}
        />
      </SimpleGrid>
      <LimitedTextarea
        {...ADDRESS_LIMIT}
        mt="sm"
        label={t('Address')}
        value={personal.address}
        autosize
        minRows={2}
        readOnly={readOnly}
        error={error('personal.address')}
        onChange={(e) => onChange('personal.address', e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {t('Your date of birth decides the senior citizen limits.')}
      </Text>
    </Card>
  );
}
