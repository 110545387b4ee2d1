import Typography from '@mui/material/Typography';
import type { SpecialPage } from '@/contract/wire/catalog';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/** Cruises: the services text and the three cruise-company partners. */
export function CruisesServices({ page }: { page: SpecialPage }) {
  return (
    <>
      <SpecialSection id="cruise-services" title="Our cruise services">
        {page.services.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: 760 }}>
            {paragraph}
          </Typography>
        ))}
      </SpecialSection>
      <SpecialSection id="cruise-partners" title="Our cruise partners">
        <StaticEntries entries={page.entries} excursionType="Cruises" />
      </SpecialSection>
    </>
  );
}
