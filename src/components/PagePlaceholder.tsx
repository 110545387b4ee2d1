import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

interface PagePlaceholderProps {
  title: string;
  line: string;
}

/** A screen whose content arrives in a later step: its real heading and one line of text. */
export function PagePlaceholder({ title, line }: PagePlaceholderProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{line}</Typography>
    </Container>
  );
}
