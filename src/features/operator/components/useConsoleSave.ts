import type { FormikHelpers } from 'formik';
import { serverMessage } from '@/app/api';
import { useSubmitOnce, type SubmitKey } from '@/components/form/useSubmitOnce';
import { useToast } from '@/components/toast';

/** A refusal's field problems, as the server's envelope carries them. */
const fieldErrorsOf = (error: unknown) =>
  (error as { data?: { errors?: Record<string, string[]> } }).data?.errors ?? {};

/**
 * A console form's submit, sent once however often it is pressed: the server's sentence as a
 * toast, then `saved` with its answer; a refusal's sentence as an error toast (or `failed` when
 * it has none) and its field problems on the fields.
 */
export function useConsoleSave<Values, Answer extends { message?: string }>(
  send: (values: Values, key: SubmitKey) => Promise<Answer>,
  failed: string,
  saved?: (answer: Answer) => void,
) {
  const toast = useToast();
  return useSubmitOnce(async (key, values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const answer = await send(values, key);
      if (answer.message) toast.success(answer.message);
      saved?.(answer);
    } catch (error) {
      toast.error(serverMessage(error, failed));
      for (const [field, [problem]] of Object.entries(fieldErrorsOf(error))) {
        helpers.setFieldError(field, problem);
      }
    }
  }, undefined);
}
