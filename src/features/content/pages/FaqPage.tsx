import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function FaqPage() {
  return (
    <PagePlaceholder
      title="Frequently Asked Questions"
      line="Answers about seasons, visas, money and getting around."
    />
  );
}
