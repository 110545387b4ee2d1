import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/components/toast';
import { ROUTES } from '@/config/routes';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n';

/** docs/product.md, The rules: a verified code goes home with 'Account verified successfully!'. */
export function useGoHomeVerified() {
  const navigate = useNavigate();
  const toast = useToast();
  const t = useT();
  return useCallback(() => {
    toast.success(t(MESSAGES.accountVerified));
    navigate(ROUTES.home);
  }, [navigate, toast, t]);
}
