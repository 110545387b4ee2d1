import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** Share addresses of four social networks, each carrying the encoded page address. */
export function shareTargets(pageUrl: string) {
  const url = encodeURIComponent(pageUrl);
  return [
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { network: 'X', href: `https://x.com/intent/post?url=${url}` },
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${url}` },
  ];
}

export function ShareLinks({ pageUrl }: { pageUrl: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shareTargets(pageUrl).map(({ network, href }) => (
        <Button
          key={network}
          component="a"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          aria-label={`Share on ${network} (opens in a new tab)`}
        >
          {network}
        </Button>
      ))}
    </Stack>
  );
}
