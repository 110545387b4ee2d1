import { imageFolderPath, isExternalImage } from '@/contract/images';

/**
 * Settings the server hands the website at run time through /config.js (a plain script, never
 * inline: the CSP forbids inline scripts), so one build runs in every environment.
 */
export interface RuntimeConfig {
  apiBase: string;
  transportBase: string;
  imagesBase: string;
  /** Empty: keyless OpenStreetMap maps. */
  mapsKey: string;
}

declare global {
  interface Window {
    __WAT_CONFIG__?: Partial<Record<keyof RuntimeConfig, unknown>>;
  }
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api/',
  transportBase: '/transport-api/',
  imagesBase: '/images/',
  mapsKey: '',
};

const withTrailingSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Reads the settings, keeping the default for any value that is missing or not a string. */
export function readRuntimeConfig(source: Window['__WAT_CONFIG__'] = readWindowConfig()) {
  const given = source ?? {};
  const base = (key: 'apiBase' | 'transportBase' | 'imagesBase') =>
    withTrailingSlash(text(given[key]) ?? DEFAULT_RUNTIME_CONFIG[key]);
  return {
    apiBase: base('apiBase'),
    transportBase: base('transportBase'),
    imagesBase: base('imagesBase'),
    mapsKey: text(given.mapsKey) ?? DEFAULT_RUNTIME_CONFIG.mapsKey,
  } satisfies RuntimeConfig;
}

function readWindowConfig() {
  return typeof window === 'undefined' ? undefined : window.__WAT_CONFIG__;
}

export const runtimeConfig: RuntimeConfig = readRuntimeConfig();

/** The address of a stored picture: under the images base, or its own when from elsewhere. */
export function imageUrl(storedPath: string, config: RuntimeConfig = runtimeConfig): string {
  if (isExternalImage(storedPath)) return storedPath;
  return `${config.imagesBase}${imageFolderPath(storedPath)}`;
}

/**
 * A `srcset` of a stored picture: the narrower copies the server makes (`/images/w640/...`) and
 * the picture itself at `originalWidth`; none for a picture from elsewhere.
 */
export function imageSrcSet(
  storedPath: string,
  widths: readonly number[],
  originalWidth: number,
  config: RuntimeConfig = runtimeConfig,
): string | undefined {
  if (isExternalImage(storedPath)) return undefined;
  const relative = imageFolderPath(storedPath);
  const original = `${config.imagesBase}${relative}`;
  const copies = widths.map((width) => `${config.imagesBase}w${width}/${relative} ${width}w`);
  return [...copies, `${original} ${originalWidth}w`].join(', ');
}
