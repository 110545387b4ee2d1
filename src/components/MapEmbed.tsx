import Box from '@mui/material/Box';
import { DEFAULT_MAP_PLACE } from '../contract/limits';
import { runtimeConfig } from '../config/runtime';

export interface MapPlace {
  /** The place's name, e.g. `Banjul, The Gambia`; the maps service searches for it. */
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

const OSM_SPAN = 0.08;

/**
 * The embed address: the maps service by the place's name when a key is configured, else a
 * keyless OpenStreetMap view at the stored coordinates; Banjul when the place has neither.
 */
export function mapEmbedUrl(place: MapPlace, mapsKey = runtimeConfig.mapsKey): string {
  const name = place.location?.trim() || DEFAULT_MAP_PLACE.name;
  if (mapsKey) {
    const query = new URLSearchParams({ key: mapsKey, q: name });
    return `https://www.google.com/maps/embed/v1/place?${query}`;
  }
  const known = place.latitude != null && place.longitude != null;
  const lat = known ? Number(place.latitude) : DEFAULT_MAP_PLACE.latitude;
  const lon = known ? Number(place.longitude) : DEFAULT_MAP_PLACE.longitude;
  const bbox = [lon - OSM_SPAN, lat - OSM_SPAN / 2, lon + OSM_SPAN, lat + OSM_SPAN / 2]
    .map((n) => n.toFixed(4))
    .join(',');
  const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${lat},${lon}` });
  return `https://www.openstreetmap.org/export/embed.html?${query}`;
}

interface MapEmbedProps extends MapPlace {
  /** What the map shows, for screen readers. */
  title: string;
  height?: number;
}

/** An embedded map of a place, loaded only when it scrolls near. */
export function MapEmbed({ title, height = 360, ...place }: MapEmbedProps) {
  return (
    <Box
      component="iframe"
      title={title}
      src={mapEmbedUrl(place)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sx={{
        display: 'block',
        width: '100%',
        height,
        border: 0,
        borderRadius: 2,
        bgcolor: 'grey.200',
      }}
    />
  );
}
