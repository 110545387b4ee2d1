import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useTestApp } from './support/testApp';

describe('narrower copies of pictures', () => {
  const t = useTestApp();
  const folder = 'excursions/test-trip';

  beforeAll(async () => {
    const dir = path.join(t.dataDir, 'images', folder);
    fs.mkdirSync(dir, { recursive: true });
    const picture = sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#e3a72f' },
    });
    await picture.jpeg().toFile(path.join(dir, 'cover.jpg'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a picture');
  });

  it('serves a picture at most the asked width, keeping its proportions', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/images/w320/${folder}/cover.jpg` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect({ width, height }).toEqual({ width: 320, height: 213 });
  });

  it('keeps the copy, and answers the same picture again', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/images/w640/${folder}/cover.jpg` });
    const kept = path.join(t.dataDir, 'image-variants', 'w640', folder, 'cover.jpg');
    expect(fs.existsSync(kept)).toBe(true);
    const second = await t.app.inject({ method: 'GET', url: `/images/w640/${folder}/cover.jpg` });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('never enlarges a picture', async () => {
    const dir = path.join(t.dataDir, 'images', folder);
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1f2a5c' } })
      .jpeg()
      .toFile(path.join(dir, 'small.jpg'));
    const res = await t.app.inject({ method: 'GET', url: `/images/w960/${folder}/small.jpg` });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(300);
  });

  it.each([
    [`/images/w320/${folder}/missing.jpg`, 'a picture that does not exist'],
    [`/images/w320/${folder}/notes.txt`, 'a file that is not a picture'],
    [`/images/w500/${folder}/cover.jpg`, 'a width the server does not make'],
    ['/images/w320/%2e%2e/%2e%2e/etc/passwd.jpg', 'a path outside the pictures'],
  ])('answers %s (%s) with a JSON 404', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
