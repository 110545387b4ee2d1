import { useState } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useT } from '@/i18n';
import { authMessages } from '../../messages';
import { ForgotEmailStep } from './ForgotEmailStep';
import { ResetPasswordStep } from './ResetPasswordStep';

const STEPS = [authMessages.stepEmail, authMessages.stepNewPassword];

/** docs/product.md, The rules: step 1 (e-mail), then step 2 once the server answered 200. */
export function ForgotPasswordSteps() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<0 | 1>(0);

  return (
    <>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((label, index) => (
          <Step key={label.id} completed={index < step}>
            <StepLabel>{t(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 ? (
        <ForgotEmailStep
          email={email}
          onCodeSent={(address) => {
            setEmail(address);
            setStep(1);
          }}
        />
      ) : (
        // Unmounting the step on the way back clears the code and both passwords.
        <ResetPasswordStep email={email} onBack={() => setStep(0)} />
      )}
    </>
  );
}
