import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/usePageTitle';
import { useSubmitOnce } from '@/components/form/useSubmitOnce';
import type { CreatedReseller, Reseller } from '@/contract/wire/resellers';
import { ListStatus } from '@/components/listStatus/ListStatus';
import { noticeLook } from '@/components/listStatus/looks';
import { TextDialog } from '../components/TextDialog';
import { useStaffAction } from '../components/useStaffAction';
import { NewKeyDialog } from '../resellers/NewKeyDialog';
import {
  useCreateResellerMutation,
  useGetResellersQuery,
  useRevokeResellerMutation,
} from '../resellers/resellersApi';
import { RESELLERS as T } from '../resellers/texts';
import { CONSOLE } from '../texts';

const when = (at: string) => new Date(at).toLocaleString('en-GB');

/** Resellers' OCTO keys: add one (its key shown once), see who has one, revoke one. */
export default function ResellersPage() {
  usePageTitle(T.title);
  const result = useGetResellersQuery();
  const [create] = useCreateResellerMutation();
  const act = useStaffAction();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedReseller | null>(null);
  const [revoking, setRevoking] = useState<Reseller | null>(null);

  const add = (name: string) =>
    act(() => ({
      unwrap: async () => {
        const answer = await create({ name }).unwrap();
        setCreated(answer.data);
        return answer;
      },
    }));

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      <Typography sx={{ mb: 1 }}>{T.intro}</Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {T.endpoint}: <code>{`${window.location.origin}/api/octo`}</code>
      </Typography>
      <Button variant="contained" onClick={() => setAdding(true)} sx={{ mb: 3 }}>
        {T.add}
      </Button>
      <ResellerList resellers={result.data} failed={result.isError} onRevoke={setRevoking} />
      <TextDialog
        open={adding}
        title={T.add}
        label={T.name}
        problem={T.nameRequired}
        confirmLabel={T.add}
        onClose={() => setAdding(false)}
        onConfirm={add}
      />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <RevokeDialog reseller={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}

function ResellerList({
  resellers,
  failed,
  onRevoke,
}: {
  resellers: Reseller[] | undefined;
  failed: boolean;
  onRevoke: (reseller: Reseller) => void;
}) {
  if (failed) return <ListStatus state="failed" text={CONSOLE.failed} look={noticeLook} />;
  if (!resellers) return <ListStatus state="loading" text={CONSOLE.loading} look={noticeLook} />;
  if (resellers.length === 0) return <ListStatus state="empty" text={T.none} look={noticeLook} />;
  return (
    <Stack spacing={1.5}>
      {resellers.map((reseller) => (
        <ResellerRow key={reseller.id} reseller={reseller} onRevoke={onRevoke} />
      ))}
    </Stack>
  );
}

function ResellerRow({
  reseller,
  onRevoke,
}: {
  reseller: Reseller;
  onRevoke: (reseller: Reseller) => void;
}) {
  return (
    <Paper component="article" aria-label={reseller.name} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography component="h2" variant="h6">
          {reseller.name}
        </Typography>
        <Chip
          size="small"
          color={reseller.revokedAt ? 'default' : 'success'}
          label={reseller.revokedAt ? T.revoked(when(reseller.revokedAt)) : T.active}
        />
        {!reseller.revokedAt && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            sx={{ ml: 'auto' }}
            onClick={() => onRevoke(reseller)}
          >
            {T.revoke}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {T.addedBy(when(reseller.createdAt), reseller.createdBy)}
      </Typography>
    </Paper>
  );
}

/** Asks before a key is revoked: there is no way back. */
function RevokeDialog({ reseller, onClose }: { reseller: Reseller | null; onClose: () => void }) {
  const [revoke] = useRevokeResellerMutation();
  const act = useStaffAction();
  const confirm = useSubmitOnce(async () => {
    if (reseller && (await act(() => revoke(reseller.id)))) onClose();
  }, undefined);
  return (
    <Dialog open={reseller !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{reseller ? T.revokeTitle(reseller.name) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{T.revokeText}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button variant="contained" color="error" onClick={() => void confirm()}>
          {T.confirmRevoke}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
