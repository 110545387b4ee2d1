import { NamedSection, type NamedSectionProps } from '@/components/NamedSection';

/** A section of a special-excursions page, named by its h2 for screen readers. */
export function SpecialSection(props: NamedSectionProps) {
  return <NamedSection {...props} sx={{ py: { xs: 4, md: 5 } }} />;
}
