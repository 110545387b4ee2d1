import { imageUrl, readRuntimeConfig } from '@/config/runtime';
import { publicImageUrl } from '@server/seo/pageMeta';

const PUBLIC_URL = 'https://tours.example.gm';
const website = readRuntimeConfig({ imagesBase: `${PUBLIC_URL}/images/` });

describe('a stored picture, read by the website and by the link preview', () => {
  it.each([
    '/home/images/destinations/the-gambia/cover.jpg',
    'destinations/the-gambia/cover.jpg',
    '/destinations/the-gambia/cover.jpg',
  ])('has one address: %s', (stored) => {
    expect(publicImageUrl(PUBLIC_URL, stored)).toBe(imageUrl(stored, website));
  });

  it('keeps the address of a picture from elsewhere', () => {
    const elsewhere = 'HTTPS://pictures.example.org/kachikally.jpg';
    expect(imageUrl(elsewhere, website)).toBe(elsewhere);
    expect(publicImageUrl(PUBLIC_URL, elsewhere)).toBe(elsewhere);
  });
});
