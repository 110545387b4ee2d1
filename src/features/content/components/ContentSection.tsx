import { NamedSection, type NamedSectionProps } from '@/components/NamedSection';

/** Vertical room around each section of a content page. */
export const SECTION_SPACING = { py: { xs: 4, md: 6 } } as const;

/** A section of a content page, named by its h2 for screen readers. */
export function ContentSection(props: NamedSectionProps) {
  return <NamedSection {...props} sx={SECTION_SPACING} />;
}
