import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxDeclarationData } from '../../../../../shared/schemas/tax-declaration.schema.ts';
import { valueAt, type AmountField } from '../declaration-fields.ts';
import { AmountInput } from './amount-input.tsx';

interface AmountCardProps {
  /** English title, a translation key. */
  title: string;
  /** Already translated, e.g. the section's cap. */
  hint?: string;
  fields: AmountField[];
  data: TaxDeclarationData;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: (path: string, value: unknown) => void;
  children?: ReactNode;
}

/** One section of the form: its amounts side by side, and any extra controls below. */
export function AmountCard({
  title,
  hint,
  fields,
  data,
  errors,
  readOnly,
  onChange,
  children,
}: AmountCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4">
        {t(title)}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
        {fields.map((field) => (
          <AmountInput
            key={field.path}
            label={field.label}
            value={valueAt(data, field.path) as number}
            error={errors[field.path]}
            readOnly={readOnly}
            onChange={(value) => onChange(field.path, value)}
          />
        ))}
      </SimpleGrid>
      {children}
    </Card>
  );
}
