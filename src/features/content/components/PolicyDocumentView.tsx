import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NamedSection } from '@/components/NamedSection';
import { formatDay, useLocale, useT } from '@/i18n';
import { COMPANY_ADDRESS, POLICIES_CHANGED, type PolicyDocument } from '../texts/policies';

/** A policy of the company (terms, privacy) as one readable column of named sections. */
export function PolicyDocumentView({ document }: { document: PolicyDocument }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {t(document.title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(document.summary, { date: formatDay(locale, POLICIES_CHANGED) })}
      </Typography>
      {document.sections.map((section) => (
        <NamedSection
          key={section.anchor}
          id={`policy-${section.anchor}`}
          title={t(section.heading)}
          sx={{ mb: 3 }}
          headingSx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1 }}
        >
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.id} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {t(paragraph, { address: COMPANY_ADDRESS })}
            </Typography>
          ))}
        </NamedSection>
      ))}
    </Container>
  );
}
