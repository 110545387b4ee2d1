import { PolicyDocumentView } from '../components/PolicyDocumentView';
import { TERMS } from '../texts/policies';

export default function TermsPage() {
  return <PolicyDocumentView document={TERMS} />;
}
