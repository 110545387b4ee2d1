import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function AboutPage() {
  return (
    <PagePlaceholder
      title="About Us"
      line="A destination management company in Banjul, The Gambia, established in 1987."
    />
  );
}
