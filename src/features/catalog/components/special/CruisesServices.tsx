import Typography from '@mui/material/Typography';
import type { SpecialPage } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { specialMessages } from './messages';
import { SpecialSection } from './SpecialSection';
import { StaticEntries } from './StaticEntries';

/** Cruises: the services text and the three cruise-company partners. */
export function CruisesServices({ page }: { page: SpecialPage }) {
  const t = useT();
  return (
    <>
      <SpecialSection id="cruise-services" title={t(specialMessages.cruiseServices)}>
        {page.services.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: 760 }}>
            {paragraph}
          </Typography>
        ))}
      </SpecialSection>
      <SpecialSection id="cruise-partners" title={t(specialMessages.cruisePartners)}>
        <StaticEntries entries={page.entries} excursionType="Cruises" />
      </SpecialSection>
    </>
  );
}
