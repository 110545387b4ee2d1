import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useAppSelector } from '@/app/hooks';
import { useToast } from '@/components/toast/useToast';
import { runtimeConfig } from '@/config/runtime';
import { selectToken } from '../../sessionSlice';
import { useT, type Translate } from '@/i18n';
import { profileMessages } from '../../messages';

/** A travel document the server makes for the signed-in owner (API.md, Travel documents). */
export interface TravelDocument {
  label: string;
  /** Says whose document it is, for a screen reader among several cards. */
  ariaLabel: string;
  url: string;
  filename: string;
  kind: 'pdf' | 'calendar';
}

export const bookingDocuments = (t: Translate, id: number, reference: string): TravelDocument[] => [
  {
    label: t(profileMessages.voucher),
    ariaLabel: t(profileMessages.voucherOf, { reference }),
    url: `${runtimeConfig.apiBase}booking/${id}/voucher.pdf`,
    filename: `${reference}-voucher.pdf`,
    kind: 'pdf',
  },
  {
    label: t(profileMessages.calendar),
    ariaLabel: t(profileMessages.calendarOf, { reference }),
    url: `${runtimeConfig.apiBase}booking/${id}/calendar.ics`,
    filename: `${reference}.ics`,
    kind: 'calendar',
  },
];

export const transferDocuments = (t: Translate, id: number): TravelDocument[] => [
  {
    label: t(profileMessages.voucher),
    ariaLabel: t(profileMessages.transferVoucherOf, { id: String(id) }),
    url: `${runtimeConfig.transportBase}user/transfer/${id}/voucher.pdf`,
    filename: `transfer-${id}-voucher.pdf`,
    kind: 'pdf',
  },
];

/** Hands the browser a file to save, as a link with `download` would. */
function save(blob: Blob, filename: string) {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/**
 * The owner's documents as download buttons. A plain link cannot carry the session's bearer
 * token, so each is fetched with it and saved from a Blob (decision 063).
 */
export function DocumentDownloads({ documents }: { documents: TravelDocument[] }) {
  const t = useT();
  const token = useAppSelector(selectToken);
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (item: TravelDocument) => {
    setBusy(item.url);
    try {
      const answer = await fetch(item.url, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!answer.ok) {
        const failure = (await answer.json().catch(() => null)) as { message?: string } | null;
        toast.error(failure?.message ?? t(profileMessages.documentFailed));
        return;
      }
      save(await answer.blob(), item.filename);
    } catch {
      toast.error(t(profileMessages.documentFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {documents.map((item) => (
        <Button
          key={item.url}
          variant="outlined"
          startIcon={item.kind === 'pdf' ? <PictureAsPdfOutlined /> : <EventOutlined />}
          aria-label={item.ariaLabel}
          disabled={busy === item.url}
          onClick={() => void download(item)}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
