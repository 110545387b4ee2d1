import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageTitle } from '@/components/PageTitle';
import { StoredImage } from '@/components/StoredImage';
import { brand } from '@/theme';

/** A demo picture of the seeded content: The Gambia's cover. */
export const AUTH_PICTURE = 'destinations/the-gambia/cover.jpg';

interface AuthLayoutProps {
  /** The page's h1 (and, with documentTitle, the tab title). */
  title: string;
  documentTitle: string;
  /** The welcome message over the picture. */
  welcome: string;
  welcomeLine: string;
  /** One sentence under the heading. */
  lead?: string;
  children: ReactNode;
}

/** A picture of The Gambia with a welcome message on the image's lower edge. */
function WelcomePicture({
  welcome,
  welcomeLine,
}: Pick<AuthLayoutProps, 'welcome' | 'welcomeLine'>) {
  return (
    <Box
      sx={{
        position: 'relative',
        minHeight: { xs: 150, md: '100%' },
        // The picture fills the column however tall the form makes it.
        '& img': { position: 'absolute', inset: 0, height: '100%', aspectRatio: 'auto' },
      }}
    >
      <StoredImage path={AUTH_PICTURE} alt="" priority />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          p: { xs: 2, md: 4 },
          color: '#ffffff',
          // On a phone the words cover most of the short picture: an even shade keeps them legible.
          background: {
            xs: `${brand.indigoDark}c7`,
            md: `linear-gradient(180deg, rgba(20, 28, 64, 0.05) 0%, ${brand.indigoDark}e6 85%)`,
          },
        }}
      >
        <Typography
          component="p"
          sx={{
            fontFamily: 'h2.fontFamily',
            fontWeight: 700,
            fontSize: { xs: '1.3rem', md: '1.9rem' },
          }}
        >
          {welcome}
        </Typography>
        <Typography component="p" sx={{ mt: 0.5, fontSize: { xs: '0.95rem', md: '1.05rem' } }}>
          {welcomeLine}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The shared layout of login, sign-up, verification and forgot-password (docs/product.md, Pages): a side
 * picture with a welcome message and a form column; on a phone the picture sits on top.
 */
export function AuthLayout({
  title,
  documentTitle,
  welcome,
  welcomeLine,
  lead,
  children,
}: AuthLayoutProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Paper
        variant="outlined"
        sx={{
          overflow: 'hidden',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          borderRadius: 4,
        }}
      >
        <WelcomePicture welcome={welcome} welcomeLine={welcomeLine} />
        <Box sx={{ p: { xs: 2.5, sm: 4, md: 6 }, minWidth: 0 }}>
          <PageTitle title={title} documentTitle={documentTitle} />
          {lead && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {lead}
            </Typography>
          )}
          {children}
        </Box>
      </Paper>
    </Container>
  );
}
