import { PolicyDocumentView } from '../components/PolicyDocumentView';
import { PRIVACY } from '../texts/policies';

export default function PrivacyPage() {
  return <PolicyDocumentView document={PRIVACY} />;
}
