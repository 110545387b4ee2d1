import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useFormikContext } from 'formik';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { CONSOLE } from '../texts';
import { MAP_BOUNDS, WEST_AFRICA, type Corner } from './westAfrica';

const T = CONSOLE.map;
/** Pixels a degree in the drawing's own units (equirectangular: one scale both ways). */
const SCALE = 20;
const WIDTH = (MAP_BOUNDS.east - MAP_BOUNDS.west) * SCALE;
const HEIGHT = (MAP_BOUNDS.north - MAP_BOUNDS.south) * SCALE;

const x = (longitude: number) => (longitude - MAP_BOUNDS.west) * SCALE;
const y = (latitude: number) => (MAP_BOUNDS.north - latitude) * SCALE;
const pathOf = (shape: readonly Corner[]) =>
  `M${shape.map(([lon, lat]) => `${x(lon).toFixed(1)},${y(lat).toFixed(1)}`).join('L')}Z`;
const round = (value: number) => Math.round(value * 1e4) / 1e4;
const inside = (latitude: number, longitude: number) =>
  latitude >= MAP_BOUNDS.south &&
  latitude <= MAP_BOUNDS.north &&
  longitude >= MAP_BOUNDS.west &&
  longitude <= MAP_BOUNDS.east;

const OUTLINES = WEST_AFRICA.map((country) => ({
  ...country,
  d: country.shapes.map(pathOf).join(''),
}));

interface Coordinates {
  latitude: string;
  longitude: string;
}

/**
 * A small map of West Africa drawn offline (no tiles): a click or a tap sets the form's latitude
 * and longitude, and the typed ones show as a marker. With the keyboard, the arrow keys move the
 * marker by a tenth of a degree (with Shift, a whole one). The typed fields stay the exact way.
 */
export function CoordinatesMap() {
  const { values, setFieldValue } = useFormikContext<Coordinates>();
  const svg = useRef<SVGSVGElement>(null);
  const latitude = Number.parseFloat(values.latitude);
  const longitude = Number.parseFloat(values.longitude);
  const marked = Number.isFinite(latitude) && Number.isFinite(longitude);

  const place = (lat: number, lon: number) => {
    void setFieldValue('latitude', String(round(lat)));
    void setFieldValue('longitude', String(round(lon)));
  };
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const lon = MAP_BOUNDS.west + ((event.clientX - box.left) / box.width) * (WIDTH / SCALE);
    const lat = MAP_BOUNDS.north - ((event.clientY - box.top) / box.height) * (HEIGHT / SCALE);
    place(lat, lon);
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? 1 : 0.1;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const from = marked ? [latitude, longitude] : [13.45, -16.58];
    place(
      Math.min(MAP_BOUNDS.north, Math.max(MAP_BOUNDS.south, from[0] + move[0])),
      Math.min(MAP_BOUNDS.east, Math.max(MAP_BOUNDS.west, from[1] + move[1])),
    );
  };

  return (
    <Grid size={12}>
      <Box
        component="svg"
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        tabIndex={0}
        aria-label={T.label}
        aria-describedby="coordinates-map-help"
        onClick={onClick}
        onKeyDown={onKeyDown}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          bgcolor: '#dcecf5',
          borderRadius: 1,
          cursor: 'crosshair',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main' },
        }}
      >
        {OUTLINES.map((country) => (
          <path
            key={country.name}
            d={country.d}
            fill={country.served ? '#f3e6c4' : '#e4e4e4'}
            stroke="#8a7a55"
            strokeWidth={1}
          >
            <title>{country.name}</title>
          </path>
        ))}
        {marked && inside(latitude, longitude) && (
          <g aria-hidden="true">
            <circle cx={x(longitude)} cy={y(latitude)} r={9} fill="#c62828" opacity={0.25} />
            <circle cx={x(longitude)} cy={y(latitude)} r={4} fill="#c62828" />
          </g>
        )}
      </Box>
      <Typography id="coordinates-map-help" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {marked && !inside(latitude, longitude) ? T.outside : T.help}
      </Typography>
    </Grid>
  );
}
