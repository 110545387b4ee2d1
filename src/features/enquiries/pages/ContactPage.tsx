import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ContactPage() {
  return (
    <PagePlaceholder
      title="Contact Us"
      line="Send us an enquiry; groups of more than 8 people, quotes and questions are welcome."
    />
  );
}
