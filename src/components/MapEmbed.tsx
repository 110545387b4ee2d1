import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { DEFAULT_MAP_PLACE } from '../contract/limits';
import { runtimeConfig } from '../config/runtime';
import { whenNearTheScreen } from './nearTheScreen';

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

/**
 * How far below or above the visible area the map starts loading: a third-party page takes a
 * moment to arrive.
 */
const AHEAD_PX = 600;

/**
 * An embedded map of a place, loaded only when it comes near the screen (the browser's own lazy
 * loading starts a frame thousands of pixels ahead, during the page's load, where a phone's main
 * thread and line are the page's). Until then, and in the server's page, a box of the map's size;
 * without JavaScript the same frame is in it at once. Both carry `data-map`, by which tests find
 * it.
 */
export function MapEmbed({ title, height = 360, ...place }: MapEmbedProps) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (near || !box.current) return undefined;
    return whenNearTheScreen([box.current], AHEAD_PX, () => setNear(true));
  }, [near]);

  const sx = {
    display: 'block',
    width: '100%',
    height,
    border: 0,
    borderRadius: 2,
    bgcolor: 'grey.200',
  };
  const frame = (
    <Box
      component="iframe"
      data-map=""
      title={title}
      src={mapEmbedUrl(place)}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      sx={sx}
    />
  );
  if (near) return frame;
  return (
    <Box ref={box} data-map="" sx={sx}>
      <noscript>{frame}</noscript>
    </Box>
  );
}
