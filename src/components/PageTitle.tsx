import Typography from '@mui/material/Typography';
import { usePageTitle } from './usePageTitle';

interface PageTitleProps {
  title: string;
  /** Tab title when it should differ from the heading. */
  documentTitle?: string;
}

/** The page's one h1, which also names the browser tab. */
export function PageTitle({ title, documentTitle }: PageTitleProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Typography variant="h1" component="h1" gutterBottom>
      {title}
    </Typography>
  );
}
