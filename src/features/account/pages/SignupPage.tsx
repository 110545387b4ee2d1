import { useState } from 'react';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { AuthLayout } from '../components/auth/AuthLayout';
import { AuthLinks } from '../components/auth/AuthLinks';
import { SignupForm, type SignedUp } from '../components/auth/SignupForm';
import { UnverifiedNotice } from '../components/auth/UnverifiedNotice';
import { useGoHomeVerified } from '../components/auth/useGoHomeVerified';
import { VerificationDialog } from '../components/auth/VerificationDialog';

export default function SignupPage() {
  const goHomeVerified = useGoHomeVerified();
  const [signedUp, setSignedUp] = useState<SignedUp | null>(null);
  const [verifying, setVerifying] = useState(false);

  return (
    <AuthLayout
      title="Sign Up"
      documentTitle="Sign Up"
      welcome="Welcome to West Africa Tours"
      welcomeLine="Create an account to book excursions and transfers from The Gambia to Ghana."
      lead="Fields marked with * are required."
    >
      {signedUp && !verifying && (
        <UnverifiedNotice message={MESSAGES.signupSuccess} onVerify={() => setVerifying(true)} />
      )}
      <SignupForm
        onSignedUp={(account) => {
          setSignedUp(account);
          setVerifying(true);
        }}
      />
      <AuthLinks
        links={[
          { before: 'Already have an account?', label: 'Login', to: ROUTES.login },
          { label: 'Back to home', to: ROUTES.home },
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
