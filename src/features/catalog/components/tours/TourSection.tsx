import { NamedSection, type NamedSectionProps } from '@/components/NamedSection';

/** A part of the tour page, named by its h2 for screen readers. */
export function TourSection(props: NamedSectionProps) {
  return <NamedSection {...props} sx={{ minWidth: 0 }} headingSx={{ mb: 2 }} />;
}
