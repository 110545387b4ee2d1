import { useState } from 'react';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { PAGE_TITLES } from '@/contract/pages';
import { useT } from '@/i18n';
import { authMessages } from '../messages';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { SignupForm, type SignedUp } from '../components/auth/SignupForm';
import { UnverifiedNotice } from '../components/auth/UnverifiedNotice';
import { useGoHomeVerified } from '../components/auth/useGoHomeVerified';
import { VerificationDialog } from '../components/auth/VerificationDialog';

export default function SignupPage() {
  const t = useT();
  const goHomeVerified = useGoHomeVerified();
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  const [verifying, setVerifying] = useState(false);

  return (
    <AuthLayout
      title={t(PAGE_TITLES.signup)}
      documentTitle={t(PAGE_TITLES.signup)}
      welcome={t(authMessages.signupWelcome)}
      welcomeLine={t(authMessages.signupWelcomeLine)}
      lead={t(authMessages.signupLead)}
    >
      {signedUp && !verifying && (
        <UnverifiedNotice message={t(MESSAGES.signupSuccess)} onVerify={() => setVerifying(true)} />
      )}
      <SignupForm
        onSignedUp={(account) => {
          setSignedUp(account);
          setVerifying(true);
        }}
      />
      <AuthLinks
        links={[
          {
            before: t(authMessages.haveAccount),
            label: t(authMessages.loginLink),
            to: ROUTES.login,
          },
          { label: t(authMessages.backToHome), to: ROUTES.home },
        ]}
      />
      {signedUp && (
        <VerificationDialog
          open={verifying}
          email={signedUp.email}
          person={signedUp.person}
          onClose={() => setVerifying(false)}
          onVerified={goHomeVerified}
        />
      )}
    </AuthLayout>
  );
}
