import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useT } from '@/i18n';
import { homeMessages } from './messages';

interface BannerControlsProps {
  names: readonly string[];
  index: number;
  playing: boolean;
  slidesId: string;
  onTogglePlaying: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onShow: (index: number) => void;
}

const iconButtonSx = {
  color: '#ffffff',
  bgcolor: 'rgba(20, 28, 64, 0.55)',
  '&:hover': { bgcolor: 'rgba(20, 28, 64, 0.8)' },
} as const;

/** Pause or play first (as the carousel pattern asks), then previous, one dot per place, next. */
export function BannerControls({
  names,
  index,
  playing,
  slidesId,
  onTogglePlaying,
  onPrevious,
  onNext,
  onShow,
}: BannerControlsProps) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <IconButton
        onClick={onTogglePlaying}
        aria-label={t(playing ? homeMessages.pause : homeMessages.play)}
        sx={iconButtonSx}
      >
        {playing ? <PauseIcon /> : <PlayArrowIcon />}
      </IconButton>
      <IconButton
        onClick={onPrevious}
        aria-label={t(homeMessages.previousPlace)}
        aria-controls={slidesId}
        sx={iconButtonSx}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Box sx={{ display: 'flex' }}>
        {names.map((name, position) => (
          <Dot
            key={name}
            name={name}
            current={position === index}
            slidesId={slidesId}
            onClick={() => onShow(position)}
          />
        ))}
      </Box>
      <IconButton
        onClick={onNext}
        aria-label={t(homeMessages.nextPlace)}
        aria-controls={slidesId}
        sx={iconButtonSx}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

interface DotProps {
  name: string;
  current: boolean;
  slidesId: string;
  onClick: () => void;
}

/** A 32 px target around a small dot; the current place's dot is wide and gold. */
function Dot({ name, current, slidesId, onClick }: DotProps) {
  const t = useT();
  return (
    <Box
      component="button"
      type="button"
      onClick={onClick}
      aria-label={t(homeMessages.showPlace, { name })}
      aria-current={current ? 'true' : undefined}
      aria-controls={slidesId}
      sx={{
        width: 32,
        height: 32,
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        cursor: 'pointer',
        display: 'grid',
        placeItems: 'center',
        borderRadius: 999,
        '&::before': {
          content: '""',
          display: 'block',
          height: 10,
          width: current ? 26 : 10,
          borderRadius: 999,
          bgcolor: current ? 'secondary.main' : 'rgba(255, 255, 255, 0.85)',
          boxShadow: '0 0 0 2px rgba(20, 28, 64, 0.6)',
          transition: 'width 300ms ease',
        },
      }}
    />
  );
}
