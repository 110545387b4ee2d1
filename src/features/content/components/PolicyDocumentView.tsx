import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NamedSection } from '@/components/NamedSection';
import type { PolicyDocument } from '../texts/policies';

const sectionId = (heading: string) => `policy-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/** A policy of the company (terms, privacy) as one readable column of named sections. */
export function PolicyDocumentView({ document }: { document: PolicyDocument }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {document.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {document.summary}
      </Typography>
      {document.sections.map((section) => (
        <NamedSection
          key={section.heading}
          id={sectionId(section.heading)}
          title={section.heading}
          sx={{ mb: 3 }}
          headingSx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1 }}
        >
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
              {paragraph}
            </Typography>
          ))}
        </NamedSection>
      ))}
    </Container>
  );
}
