import { useCallback } from 'react';
import { useToast } from '../../components/toast';
import { MESSAGES } from '../../contract/messages';
import { useT } from '@/i18n';
import { saysSuccess } from '@/app/saysSuccess';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import { useSendEnquiryMutation } from './enquiriesApi';
import { toEnquiryRequest, type EnquiryFormValues } from './enquiryForm';
import { enquiryRefusal, type EnquiryRefusal } from './serverRefusal';

export type EnquiryOutcome =
  | { kind: 'sent' }
  | { kind: 'failed'; refusal: EnquiryRefusal | null }
  /** A second submit while the first is still on its way: nothing was sent. */
  | { kind: 'ignored' };

const IGNORED: EnquiryOutcome = { kind: 'ignored' };

/**
 * Sends the enquiry, once per submit, with its toasts: 'Submitted Successfully', or 'Failed to
 * submit' when the call fails or the answer lacks the success flag.
 */
export function useSendEnquiry() {
  const [sendEnquiry, { isLoading }] = useSendEnquiryMutation();
  const toast = useToast();
  const t = useT();
  const submit = useCallback(
    async (key: SubmitKey, values: EnquiryFormValues): Promise<EnquiryOutcome> => {
      try {
        const answer = await sendEnquiry({ body: toEnquiryRequest(values), key }).unwrap();
        if (saysSuccess(answer)) {
          toast.success(t(MESSAGES.enquirySuccess));
          return { kind: 'sent' };
        }
        toast.error(t(MESSAGES.submitFailed));
        return { kind: 'failed', refusal: null };
      } catch (error) {
        toast.error(t(MESSAGES.submitFailed));
        return { kind: 'failed', refusal: enquiryRefusal(error) };
      }
    },
    [sendEnquiry, toast, t],
  );
  const send = useSubmitOnce(submit, IGNORED);

  return { send, isSending: isLoading };
}
