import {
  DEFAULT_RUNTIME_CONFIG,
  imageSrcSet,
  imageUrl,
  readRuntimeConfig,
  runtimeConfig,
} from '../../src/config/runtime';
import { excursionListPath } from '../../src/features/catalog/catalogApi';

describe('runtime configuration', () => {
  it('reads what /config.js set on window', () => {
    expect(runtimeConfig.apiBase).toBe('http://localhost/api/');
    expect(runtimeConfig.transportBase).toBe('http://localhost/transport-api/');
  });

  it('falls back to the defaults for missing or non-text values, and ends bases with a slash', () => {
    expect(readRuntimeConfig({})).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(
      readRuntimeConfig({ apiBase: 'https://api.example.com/v1', imagesBase: 42, mapsKey: ' k ' }),
    ).toEqual({
      apiBase: 'https://api.example.com/v1/',
      transportBase: '/transport-api/',
      imagesBase: '/images/',
      mapsKey: 'k',
    });
  });

  it('turns a stored image path into an address under the images base', () => {
    const config = { ...DEFAULT_RUNTIME_CONFIG, imagesBase: 'https://cdn.example.com/img/' };
    expect(imageUrl('/home/images/gambia/banjul.jpg', config)).toBe(
      'https://cdn.example.com/img/gambia/banjul.jpg',
    );
    expect(imageUrl('/gambia/banjul.jpg')).toBe('/images/gambia/banjul.jpg');
  });

  it('offers the narrower copies of a stored picture and the picture itself in a srcset', () => {
    const config = { ...DEFAULT_RUNTIME_CONFIG, imagesBase: '/images/' };
    expect(imageSrcSet('/home/images/gambia/banjul.jpg', [320, 640], 1200, config)).toBe(
      '/images/w320/gambia/banjul.jpg 320w, /images/w640/gambia/banjul.jpg 640w, ' +
        '/images/gambia/banjul.jpg 1200w',
    );
    expect(imageSrcSet('https://example.com/a.jpg', [320], 1200, config)).toBeUndefined();
  });
});

describe('excursion list calls', () => {
  it('uses the three URL shapes of the API reference at /api/docs', () => {
    expect(excursionListPath({ pageIndex: 1 })).toBe('excursions/allexcursion');
    expect(excursionListPath({ pageIndex: 1, destinationId: 3, categoryId: 'all' })).toBe(
      'excursions/destination/3',
    );
    expect(excursionListPath({ pageIndex: 1, destinationId: 3, categoryId: null })).toBe(
      'excursions/destination/3',
    );
    expect(excursionListPath({ pageIndex: 1, destinationId: 3, categoryId: 5 })).toBe(
      'excursions/destination/3/type/5',
    );
  });
});
