import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function BusinessServicesPage() {
  return (
    <PagePlaceholder
      title="Info Service"
      line="Conferences, incentive programmes and group travel arrangements."
    />
  );
}
