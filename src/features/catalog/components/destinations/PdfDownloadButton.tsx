import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { runtimeConfig } from '@/config/runtime';
import { DESTINATION_TEXTS } from '../../texts/destinations';

const NOTE_ID = 'destination-pdf-note';

/**
 * docs/product.md's Pdf Download button: a plain link that downloads the destination's fact sheet,
 * made by the server, so it works before the page's code has run and without JavaScript.
 */
export function PdfDownloadButton({ destinationId }: { destinationId: number }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        component="a"
        href={`${runtimeConfig.apiBase}destination/${destinationId}/factsheet.pdf`}
        download
        startIcon={<PictureAsPdfOutlined />}
        aria-describedby={NOTE_ID}
      >
        {DESTINATION_TEXTS.pdfDownload}
      </Button>
      <Typography id={NOTE_ID} variant="body2" color="text.secondary">
        {DESTINATION_TEXTS.pdfNote}
      </Typography>
    </Stack>
  );
}
