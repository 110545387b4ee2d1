import { PagePlaceholder } from '../../../components/PagePlaceholder';

export default function ToursListPage() {
  return (
    <PagePlaceholder
      title="Our Tours"
      line="Browse every excursion, filtered by destination and excursion type."
    />
  );
}
