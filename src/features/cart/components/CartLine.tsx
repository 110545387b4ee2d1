import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { StoredImage } from '@/components/StoredImage';
import { paths } from '@/config/routes';
import { photoAlt } from '@/contract/images';
import { MESSAGES } from '@/contract/messages';
import type { Excursion } from '@/contract/wire/catalog';
import { useT } from '@/i18n';
import { useDurations, useGetExcursionQuery } from '../../catalog';
import { cartItemRemoved } from '../cartSlice';
import { cartMessages } from '../messages';

const isNotFound = (error: unknown) =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);

function ExcursionSummary({ excursion }: { excursion: Excursion }) {
  const { cardDuration } = useDurations();
  return (
    <Stack direction="row" spacing={2} sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ width: { xs: 96, sm: 160 }, flexShrink: 0 }}>
        <StoredImage
          path={excursion.coverImageUrl}
          alt={photoAlt(excursion, excursion.coverImageUrl, excursion.name)}
          ratio={4 / 3}
          rounded
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h2" gutterBottom>
          <Link
            component={RouterLink}
            to={paths.tourDetails(excursion.id)}
            state={{ excursion }}
            underline="hover"
          >
            {excursion.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {excursion.location || excursion.countryName}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>
          {cardDuration(excursion)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** What stands in for an excursion that is loading or that the server cannot give. */
function Placeholder({ title, text }: { title: string; text?: string }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      )}
    </Box>
  );
}

/**
 * One excursion of the cart, loaded by its id, with its Remove button. An id the server no
 * longer knows stays visible as unavailable, so the visitor can remove it.
 */
export function CartLine({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  const t = useT();
  const { data: excursion, isLoading, error } = useGetExcursionQuery(id);
  const name = excursion?.name ?? t(cartMessages.excursionFallbackName, { id });

  let content;
  if (excursion) content = <ExcursionSummary excursion={excursion} />;
  else if (isLoading) content = <Placeholder title={t(MESSAGES.loading)} />;
  else if (isNotFound(error))
    content = (
      <Placeholder
        title={t(cartMessages.unavailableTitle)}
        text={t(cartMessages.unavailableText)}
      />
    );
  else
    content = (
      <Placeholder title={t(cartMessages.notLoadedTitle)} text={t(cartMessages.notLoadedText)} />
    );

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        alignItems: { sm: 'center' },
      }}
    >
      {content}
      <Button
        color="error"
        startIcon={<DeleteOutlineIcon aria-hidden />}
        onClick={() => dispatch(cartItemRemoved(id))}
        aria-label={t(cartMessages.removeExcursion, { name })}
        sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
      >
        {t(cartMessages.remove)}
      </Button>
    </Paper>
  );
}
