import { Box, List, Popover, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPasswordRequirements, PASSWORD_REQUIREMENTS } from '../../../shared/rules/password.ts';

interface PasswordRulesPopoverProps {
  password: string;
  /** The new-password field; the list opens while focus is inside it. */
  children: ReactNode;
}

/** The requirements popup of spec 001 §2.5, ticking each rule live as the password is typed. */
export function PasswordRulesPopover({ password, children }: PasswordRulesPopoverProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const met = checkPasswordRequirements(password);
  // Beside the field where there is room; below it on a phone. Either way it is only a hint: it
  // lets clicks through, so it never stands between the pointer and the field it covers.
  const wide = useMediaQuery('(min-width: 62em)') ?? false;

  return (
    // withRoles off: this is a live hint beside the field, not a dialog to move into.
    <Popover
      opened={opened}
      position={wide ? 'right-start' : 'bottom-start'}
      width={wide ? 280 : 'target'}
      shadow="md"
      withArrow
      trapFocus={false}
      withRoles={false}
    >
      <Popover.Target>
        <Box
          onFocus={() => setOpened(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setOpened(false);
          }}
        >
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown style={{ pointerEvents: 'none' }}>
        <Text size="sm" fw={600} mb={6} id={titleId}>
          {t('Password must contain:')}
        </Text>
        <List spacing={4} size="sm" listStyleType="none" aria-live="polite" aria-labelledby={titleId}>
          {PASSWORD_REQUIREMENTS.map((rule) => {
            const ok = met[rule.key];
            return (
              <List.Item
                key={rule.key}
                data-met={ok}
                c={ok ? 'teal.7' : 'red.7'}
                icon={ok ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
              >
                {t(rule.label)}
                <VisuallyHidden>{ok ? t('(met)') : t('(not met)')}</VisuallyHidden>
              </List.Item>
            );
          })}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
