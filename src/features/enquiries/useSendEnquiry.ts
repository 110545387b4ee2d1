import { useCallback, useRef } from 'react';
import { useToast } from '../../components/toast';
import { MESSAGES } from '../../contract/messages';
import type { SuccessFlagAnswer } from '../../contract/types';
import { useSendEnquiryMutation } from './enquiriesApi';
import { toEnquiryRequest, type EnquiryFormValues } from './enquiryForm';
import { enquiryRefusal, type EnquiryRefusal } from './serverRefusal';

export type EnquiryOutcome =
  | { kind: 'sent' }
  | { kind: 'failed'; refusal: EnquiryRefusal | null }
  /** A second submit while the first is still on its way: nothing was sent. */
  | { kind: 'ignored' };

/** SPEC.md section 7: the enquiry's success flag is data.success. */
const isSuccess = (answer: SuccessFlagAnswer) =>
  answer.success === true || answer.data?.success === true;

/**
 * Sends the enquiry with the toasts of SPEC.md section 8: 'Submitted Successfully', or
 * 'Failed to submit' when the call fails or the answer lacks the success flag.
 */
export function useSendEnquiry() {
  const [sendEnquiry, { isLoading }] = useSendEnquiryMutation();
  const toast = useToast();
  // Two clicks can land before the button is drawn disabled; the second must not send again.
  const inFlight = useRef(false);

  const send = useCallback(
    async (values: EnquiryFormValues): Promise<EnquiryOutcome> => {
      if (inFlight.current) return { kind: 'ignored' };
      inFlight.current = true;
      try {
        const result = await sendEnquiry(toEnquiryRequest(values));
        if (result.data && isSuccess(result.data)) {
          toast.success(MESSAGES.enquirySuccess);
          return { kind: 'sent' };
        }
        toast.error(MESSAGES.submitFailed);
        return { kind: 'failed', refusal: result.error ? enquiryRefusal(result.error) : null };
      } finally {
        inFlight.current = false;
      }
    },
    [sendEnquiry, toast],
  );

  return { send, isSending: isLoading };
}
