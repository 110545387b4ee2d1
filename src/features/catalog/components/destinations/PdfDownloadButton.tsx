import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { runtimeConfig } from '@/config/runtime';
import { useLocale, useT } from '@/i18n';
import { destinationMessages } from './messages';

const NOTE_ID = 'destination-pdf-note';

/**
 * docs/product.md's Pdf Download button: a plain link that downloads the destination's fact sheet,
 * made by the server, so it works before the page's code has run and without JavaScript.
 */
export function PdfDownloadButton({ destinationId }: { destinationId: number }) {
  const t = useT();
  // A plain link carries no Accept-Language: the fact sheet is asked for in the page's language.
  const locale = useLocale();
  const language = locale === 'en' ? '' : `?lang=${locale}`;
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        component="a"
        href={`${runtimeConfig.apiBase}destination/${destinationId}/factsheet.pdf${language}`}
        download
        startIcon={<PictureAsPdfOutlined />}
        aria-describedby={NOTE_ID}
      >
        {t(destinationMessages.pdfDownload)}
      </Button>
      <Typography id={NOTE_ID} variant="body2" color="text.secondary">
        {t(destinationMessages.pdfNote)}
      </Typography>
    </Stack>
  );
}
