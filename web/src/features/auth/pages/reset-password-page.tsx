import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCheckLink } from '../api/check-link.ts';
import { ResetPasswordForm } from '../components/reset-password-form.tsx';
import { VerificationStatusView } from '../components/verification-status.tsx';
import { linkFailure, type NotVerifiedLocationState } from '../verification-state.ts';

/** /ResetPassword/:token: checks the link first, then asks for the new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const check = useCheckLink(token);

  if (check.isPending) return <PageLoader />;

  if (check.isError) {
    const failure = linkFailure(check.error);
    if (failure === 'expired') {
      const state: NotVerifiedLocationState = { status: 'expired', token };
      return <Navigate to="/not-verified" replace state={state} />;
    }
    if (failure === 'invalid')
      return <VerificationStatusView status="invalid" requestNewLinkTo="/forgot-password" />;
    // A verification link opened here, after it did its work.
    if (failure === 'already-verified') return <VerificationStatusView status="already-verified" />;
    return <ErrorAlert error={check.error} onRetry={() => void check.refetch()} />;
  }

  if (check.data.purpose === 'verify_email') {
    return <VerificationStatusView status="invalid" requestNewLinkTo="/forgot-password" />;
  }

  return (
    <Stack gap="lg">
      <Title order={1} size="h2" ta="center">
        {check.data.purpose === 'invitation' ? t('Set your password') : t('Reset password')}
      </Title>
      <ResetPasswordForm token={token} invitation={check.data.purpose === 'invitation'} />
    </Stack>
  );
}
