import { PagePlaceholder } from '../../../components/PagePlaceholder';
import { SearchListsPreloader } from '../components/SearchListsPreloader';

export default function HomePage() {
  return (
    <>
      <SearchListsPreloader />
      <PagePlaceholder
        title="Discover West Africa"
        line="Excursions, destinations and transfers from Banjul, The Gambia, since 1987."
      />
    </>
  );
}
