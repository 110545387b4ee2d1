import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ErrorPage() {
  return <PagePlaceholder title="Something Went Wrong" line="Please go back and try again." />;
}
