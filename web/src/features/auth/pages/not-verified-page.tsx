import { Stack } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useConfirmVerification } from '../api/confirm-verification.ts';
import { useResendLink } from '../api/resend-link.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { VerificationStatusView } from '../components/verification-status.tsx';
import { isVerificationStatus, linkFailure, type NotVerifiedLocationState } from '../verification-state.ts';

/**
 * /not-verified (spec 001 §2.10). With ?token= it is the landing page of a verification mail and
 * confirms the address; otherwise it shows the state another page handed over.
 */
export function NotVerifiedPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = params.get('token');
  if (token) return <ConfirmVerification token={token} />;

  const state = location.state as Partial<NotVerifiedLocationState> | null;
  const fromQuery = params.get('status');
  const status = state?.status ?? (isVerificationStatus(fromQuery) ? fromQuery : 'not-verified');
  return <StatusScreen status={status} message={state?.message} email={state?.email} token={state?.token} />;
}

function ConfirmVerification({ token }: { token: string }) {
  const confirm = useConfirmVerification(token);
  if (confirm.isPending) return <PageLoader />;
  if (confirm.isSuccess) return <StatusScreen status="success" />;
  const failure = linkFailure(confirm.error);
  if (failure) return <StatusScreen status={failure} token={token} />;
  return <ErrorAlert error={confirm.error} onRetry={() => void confirm.refetch()} />;
}

/** A state of the screen, with Resend wired to the right call: the link (expired or replaced), or the e-mail. */
function StatusScreen({ status, message, email, token }: NotVerifiedLocationState) {
  const navigate = useNavigate();
  const resendLink = useResendLink();
  const resendVerification = useResendVerification();
  const { alert, show, clear } = useTimedAlert();

  const callbacks = {
    onSuccess: ({ message: sent }: { message: string }) => {
      const state: NotVerifiedLocationState = { status: 'sent', message: sent };
      void navigate('/not-verified', { replace: true, state });
    },
    onError: (error: unknown) => {
      if (linkFailure(error) === 'already-verified') {
        const state: NotVerifiedLocationState = { status: 'already-verified' };
        void navigate('/not-verified', { replace: true, state });
        return;
      }
      show({ message: errorMessage(error), color: 'red' });
    },
  };

  let onResend: (() => void) | undefined;
  // An expired link, or a verification link a newer one replaced, can be sent afresh.
  if ((status === 'expired' || status === 'invalid') && token) {
    onResend = () => {
      clear();
      resendLink.mutate(token, callbacks);
    };
  } else if (status === 'not-verified' && email) {
    onResend = () => {
      clear();
      resendVerification.mutate({ email }, callbacks);
    };
  }

  return (
    <Stack gap="md">
      <AlertMessage alert={alert} onClose={clear} />
      <VerificationStatusView
        status={status}
        message={message}
        onResend={onResend}
        resending={resendLink.isPending || resendVerification.isPending}
      />
    </Stack>
  );
}
