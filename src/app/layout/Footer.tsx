import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { StaysAsServed } from '@/components/StaysAsServed';
import { brand } from '../../theme';
import { CurrencyPicker } from '../../features/currency/components/CurrencyPicker';

const FooterText = lazy(() =>
  import('./FooterText').then((module) => ({
    default: module.FooterText,
  })),
);

/**
 * Every page's footer. Its texts and links stay as the server drew them (decision 070): a page
 * the server drew never loads their code, and only the currency picker hydrates.
 */
export default function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: brand.indigoDark, color: '#ffffff', mt: 'auto' }}>
      <StaysAsServed>
        <Suspense fallback={null}>
          <FooterText />
        </Suspense>
      </StaysAsServed>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
        <CurrencyPicker />
      </Box>
    </Box>
  );
}
