import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';
import { enquiryMessages } from '../messages';
import { PrivacyLine } from '@/components/PrivacyLine';
import { TEXT_LIMITS } from '@/contract/limits';
import { EMPTY_ENQUIRY, type EnquiryFormValues } from '../enquiryForm';
import { useSendEnquiry } from '../useSendEnquiry';
import { CountryOfResidenceField } from './CountryOfResidenceField';
import { EnquiryCheckbox } from './EnquiryCheckbox';
import { EnquiryPhoneField } from './EnquiryPhoneField';
import { EnquiryTextField } from './EnquiryTextField';
import { SendEnquiryButton } from './SendEnquiryButton';
import type { EnquiryFormStatus } from './useEnquiryField';

function RefusalLine({ status }: { status: EnquiryFormStatus | undefined }) {
  const t = useT();
  if (!status?.refusal) return null;
  return (
    <Alert severity="error">
      <AlertTitle>{t(MESSAGES.submitFailed)}</AlertTitle>
      {status.refusal.message}
    </Alert>
  );
}

/**
 * The enquiry form of docs/product.md, The rules: required fields carry a * but nothing is
 * enforced, whatever is entered is sent, and a sent enquiry clears the form.
 */
export function EnquiryForm() {
  const t = useT();
  const { send, isSending } = useSendEnquiry();
  // A new phone field after a send, so it shows the default country again.
  const [sentCount, setSentCount] = useState(0);

  const submit = async (
    values: EnquiryFormValues,
    { resetForm, setStatus }: FormikHelpers<EnquiryFormValues>,
  ) => {
    setStatus({} satisfies EnquiryFormStatus);
    const outcome = await send(values);
    if (outcome.kind === 'sent') {
      resetForm();
      setSentCount((count) => count + 1);
    } else if (outcome.kind === 'failed' && outcome.refusal) {
      setStatus({ refusal: outcome.refusal } satisfies EnquiryFormStatus);
    }
  };

  return (
    <Formik initialValues={EMPTY_ENQUIRY} onSubmit={submit}>
      {({ status }) => (
        <Box
          component={Form}
          noValidate
          aria-labelledby="enquiry-form-title"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          <Box>
            <Typography id="enquiry-form-title" variant="h2" component="h2" gutterBottom>
              {t(enquiryMessages.formTitle)}
            </Typography>
            <Typography color="text.secondary">{t(enquiryMessages.formLead)}</Typography>
          </Box>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <EnquiryTextField
                name="firstName"
                label={t(enquiryMessages.firstName)}
                required
                autoComplete="given-name"
                maxLength={TEXT_LIMITS.name}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <EnquiryTextField
                name="lastName"
                label={t(enquiryMessages.lastName)}
                required
                autoComplete="family-name"
                maxLength={TEXT_LIMITS.name}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <EnquiryTextField
                name="email"
                label={t(enquiryMessages.email)}
                type="email"
                required
                autoComplete="email"
                maxLength={TEXT_LIMITS.email}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <EnquiryPhoneField key={sentCount} />
            </Grid>
            <Grid size={12}>
              <CountryOfResidenceField />
            </Grid>
            <Grid size={12}>
              <EnquiryTextField
                name="message"
                label={t(enquiryMessages.message)}
                multiline
                minRows={5}
                maxLength={TEXT_LIMITS.message}
                helperText={t(enquiryMessages.messageHint)}
              />
            </Grid>
          </Grid>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <EnquiryCheckbox name="isWhatsAppUser" label={t(enquiryMessages.whatsApp)} />
            <EnquiryCheckbox name="newsLetterSubscription" label={t(enquiryMessages.newsletter)} />
          </Box>
          <PrivacyLine purpose={t(enquiryMessages.privacy)} />
          <RefusalLine status={status as EnquiryFormStatus | undefined} />
          <SendEnquiryButton isSending={isSending} />
        </Box>
      )}
    </Formik>
  );
}
