import { PagePlaceholder } from '@/components/PagePlaceholder';
import { useT } from '@/i18n';
import { errorPageMessages } from '../messages';

export default function ErrorPage() {
  const t = useT();
  return <PagePlaceholder title={t(errorPageMessages.title)} line={t(errorPageMessages.lead)} />;
}
