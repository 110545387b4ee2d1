import { imageUrl, readRuntimeConfig } from '@/config/runtime';
import { useTestApp } from './support/testApp';

// Booting migrates and seeds a fresh database; drawing a picture takes a moment on a busy machine.
jest.setTimeout(120_000);

/** A new site with the demo content, whose pictures nobody has drawn yet. */
const testApp = useTestApp({ SEED_DEMO_CONTENT: 'true' });
const website = readRuntimeConfig({ imagesBase: '/images/' });

async function firstExcursion() {
  const answer = await testApp.app.inject({
    method: 'GET',
    url: '/api/excursions/allexcursion?SortColumn=name&pageSize=1&pageIndex=1',
  });
  return answer.json().data.results[0] as { coverImageUrl: string; gallery: string[] };
}

function expectJpeg(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}) {
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('image/jpeg');
  expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
}

describe('the demo pictures of a new site', () => {
  it('answer their very first request with the picture', async () => {
    const { coverImageUrl } = await firstExcursion();
    expectJpeg(await testApp.app.inject({ method: 'GET', url: imageUrl(coverImageUrl, website) }));
  });

  it('answer every one of several requests at once, and the narrower copies too', async () => {
    const { gallery } = await firstExcursion();
    const picture = imageUrl(gallery[gallery.length - 1], website);
    const narrower = picture.replace('/images/', '/images/w640/');
    const answers = await Promise.all(
      [picture, picture, narrower, picture, narrower].map((url) =>
        testApp.app.inject({ method: 'GET', url }),
      ),
    );
    for (const answer of answers) expectJpeg(answer);
    expect(answers[0].rawPayload.equals(answers[3].rawPayload)).toBe(true);
  });

  it('leave a picture that is not one of them missing', async () => {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/images/excursions/nowhere/cover.jpg',
    });
    expect(answer.statusCode).toBe(404);
  });
});
