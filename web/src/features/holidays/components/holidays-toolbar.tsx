import { Button, Select } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_LOCATIONS, type HolidayLocationCode } from '../../../../../shared/rules/holidays.ts';
import { ListToolbar } from '../../../components/list/list-toolbar.tsx';

interface HolidaysToolbarProps {
  /** The location listed; null until the server has said which. */
  location: number | null;
  onLocation: (location: HolidayLocationCode) => void;
  search: string;
  onSearch: (search: string) => void;
  canCreate: boolean;
  onAdd: () => void;
}

/** The location (India, US), the search and Add holiday (spec 002 §2, Holiday calendar screen). */
export function HolidaysToolbar(props: HolidaysToolbarProps) {
  const { t } = useTranslation();
  return (
    <ListToolbar
      align="flex-end"
      search={{ value: props.search, label: t('Search holidays'), onSearch: props.onSearch }}
      leading={
        <Select
          aria-label={t('Location')}
          data={HOLIDAY_LOCATIONS.map((entry) => ({ value: String(entry.code), label: t(entry.name) }))}
          value={props.location === null ? null : String(props.location)}
          onChange={(value) => value !== null && props.onLocation(Number(value) as HolidayLocationCode)}
          allowDeselect={false}
          w={140}
        />
      }
    >
      {props.canCreate && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={props.onAdd}>
          {t('Add holiday')}
        </Button>
      )}
    </ListToolbar>
  );
}
