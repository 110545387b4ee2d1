import { NamedSection, type NamedSectionProps } from '@/components/NamedSection';

interface DetailsSectionProps extends NamedSectionProps {
  /** Grid placement on the details page. */
  sx?: object;
}

/** A part of the destination page, named by its h2 for screen readers. */
export function DetailsSection({ sx, ...section }: DetailsSectionProps) {
  return <NamedSection {...section} sx={{ minWidth: 0, ...sx }} headingSx={{ mb: 2 }} />;
}
