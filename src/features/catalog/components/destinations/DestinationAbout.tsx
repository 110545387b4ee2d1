import Typography from '@mui/material/Typography';

/** The about text, a paragraph per blank-line-separated block. */
export function DestinationAbout({ about }: { about: string }) {
  return (
    <>
      {about
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 2, lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
    </>
  );
}
