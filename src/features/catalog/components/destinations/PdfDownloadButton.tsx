import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { DESTINATION_TEXTS } from '../../texts/destinations';

const NOTE_ID = 'destination-pdf-note';

/**
 * docs/product.md keeps a Pdf Download button that does nothing; here it says so: it is disabled, and
 * the line under it (its description) tells that the guide is coming.
 */
export function PdfDownloadButton() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        disabled
        startIcon={<PictureAsPdfOutlined />}
        aria-describedby={NOTE_ID}
      >
        {DESTINATION_TEXTS.pdfDownload}
      </Button>
      <Typography id={NOTE_ID} variant="body2" color="text.secondary">
        {DESTINATION_TEXTS.pdfComingSoon}
      </Typography>
    </Stack>
  );
}
