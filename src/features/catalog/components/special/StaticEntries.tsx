import { staticRecord } from './detailsRecord';
import { CountryEntryCard } from './CountryEntryCard';
import { CardColumns } from '../CardColumns';
import type { SpecialEntry } from '@/contract/wire/catalog';
import type { SpecialCategoryTitle } from '../../texts/special/types';

interface StaticEntriesProps {
  entries: readonly SpecialEntry[];
  /** The category whose excursions each entry's details page lists. */
  excursionType: SpecialCategoryTitle;
}

/** The per-country entries of a category, each linking to its details page. */
export function StaticEntries({ entries, excursionType }: StaticEntriesProps) {
  return (
    <CardColumns>
      {entries.map((entry) => (
        <CountryEntryCard
          key={`${entry.countryName}-${entry.title}`}
          title={entry.title}
          countryName={entry.countryName}
          description={entry.description}
          image={entry.image}
          record={staticRecord(entry, excursionType)}
        />
      ))}
    </CardColumns>
  );
}
