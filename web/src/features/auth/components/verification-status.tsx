import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockX,
  IconMailForward,
  IconMailQuestion,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '../../../../../shared/schemas/auth.schema.ts';
import type { VerificationStatus } from '../verification-state.ts';

interface VerificationStatusViewProps {
  status: VerificationStatus;
  /** English message replacing the state's default sentence. */
  message?: string;
  /** Offered in the expired, not-verified and invalid states when there is something to resend. */
  onResend?: () => void;
  resending?: boolean;
  /** In the invalid state, where to ask for a new link (the forgot-password page for reset links). */
  requestNewLinkTo?: string;
}

const VIEWS: Record<VerificationStatus, { title: string; text: string; color: string; icon: ReactNode }> = {
  success: {
    title: 'Verified successfully',
    text: 'Your e-mail address is verified. You can sign in now.',
    color: 'teal',
    icon: <IconCircleCheck size={30} aria-hidden />,
  },
  expired: {
    title: 'Email Expired',
    text: AUTH_MESSAGES.linkExpired,
    color: 'orange',
    icon: <IconClockX size={30} aria-hidden />,
  },
  sent: {
    title: 'Email Sent',
    text: 'We have sent you an e-mail with a link.',
    color: 'blue',
    icon: <IconMailForward size={30} aria-hidden />,
  },
  'not-verified': {
    title: 'Not Verified',
    text: AUTH_MESSAGES.emailNotVerified,
    color: 'yellow',
    icon: <IconMailQuestion size={30} aria-hidden />,
  },
  invalid: {
    title: 'Link not valid',
    text: AUTH_MESSAGES.linkInvalid,
    color: 'red',
    icon: <IconAlertTriangle size={30} aria-hidden />,
  },
  'already-verified': {
    title: 'Already verified',
    text: AUTH_MESSAGES.alreadyVerified,
    color: 'teal',
    icon: <IconCircleCheck size={30} aria-hidden />,
  },
};

/** The way on from a state, below its other actions. */
function NextStep({ status, resendable }: { status: VerificationStatus; resendable: boolean }) {
  const { t } = useTranslation();
  if (status === 'success' || status === 'already-verified') {
    return (
      <Button component={Link} to="/login">
        {t(status === 'success' ? 'Go to login' : 'Sign in')}
      </Button>
    );
  }
  // A verification link that no longer works: the address may well be verified by a newer one.
  const label = status === 'invalid' && resendable ? 'Sign in' : 'Back to login';
  return (
    <Anchor component={Link} to="/login" size="sm">
      {t(label)}
    </Anchor>
  );
}

/** One state of the e-mail status screen (spec 001 §2.10). */
export function VerificationStatusView({
  status,
  message,
  onResend,
  resending,
  requestNewLinkTo,
}: VerificationStatusViewProps) {
  const { t } = useTranslation();
  const view = VIEWS[status];
  const canResend = (status === 'expired' || status === 'not-verified' || status === 'invalid') && onResend;

  return (
    <Stack align="center" ta="center" gap="sm">
      <ThemeIcon size={56} radius="xl" variant="light" color={view.color}>
        {view.icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {t(view.title)}
      </Title>
      <Text>{t(message ?? view.text)}</Text>
      {status === 'sent' && (
        <Text size="sm" c="dimmed">
          {t('If you do not see it in your inbox, please check your spam folder.')}
        </Text>
      )}
      {canResend && (
        <Button onClick={onResend} loading={resending}>
          {t('Resend')}
        </Button>
      )}
      {status === 'invalid' && requestNewLinkTo && (
        <Button component={Link} to={requestNewLinkTo}>
          {t('Request a new link')}
        </Button>
      )}
      <NextStep status={status} resendable={Boolean(canResend)} />
    </Stack>
  );
}
