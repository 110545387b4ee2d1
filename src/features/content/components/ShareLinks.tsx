import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useT } from '@/i18n';
import { businessMessages } from '../messages';

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

/**
 * The page's address, once hydrated: the server's page and the first render in the browser
 * share one address (none), then the browser's own follows; read while rendering, the server's
 * empty address would stay in the links, since hydration keeps the server's attributes.
 */
function usePageAddress() {
  const [address, setAddress] = useState('');
  useEffect(() => setAddress(window.location.href), []);
  return address;
}

/** Links that share the page being read on four social networks. */
export function ShareLinks() {
  const pageUrl = usePageAddress();
  const t = useT();
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
          aria-label={t(businessMessages.shareOn, { network })}
        >
          {network}
        </Button>
      ))}
    </Stack>
  );
}
