import { useCallback } from 'react';
import { serverMessage } from '@/app/api';
import { useToast } from '@/components/toast';
import { CONSOLE } from '../texts';

/**
 * Runs one staff change and says how it went: the server's sentence on success, and on a
 * refusal (a 409 says why) the server's sentence as an error. True when the change was made.
 */
export function useStaffAction() {
  const toast = useToast();
  return useCallback(
    async (change: () => { unwrap(): Promise<{ message?: string }> }) => {
      try {
        const answer = await change().unwrap();
        if (answer.message) toast.success(answer.message);
        return true;
      } catch (error) {
        toast.error(serverMessage(error, CONSOLE.failed));
        return false;
      }
    },
    [toast],
  );
}
