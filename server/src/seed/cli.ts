import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { destinations, excursions, specialInterestProgrammes } from '../db/schema';
import { seedGeneratedExcursions } from './generated';
import { ensureDemoImages } from './images';
import { seedDemoContent } from './seed';

const USAGE = `Usage: npm run db:seed -- [--excursions <count>]

Applies the migrations, seeds the demo content into an empty catalog, draws the missing demo
images, then adds <count> generated excursions (default 0) to try the site at scale.
Uses DATABASE_URL when set, otherwise the embedded database in ./data/db.

  --excursions <count>  how many generated excursions to add (a whole number, 0 to 10000000)
  --help                print this help`;

const MAX_GENERATED = 10_000_000;

export function parseArguments(
  args: string[],
): { help: true } | { help: false; excursions: number } {
  if (args.includes('--help') || args.includes('-h')) return { help: true };
  let excursions = 0;
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i].split('=', 2);
    if (flag !== '--excursions')
      throw new Error(`Unknown option "${args[i]}". Run with --help for usage.`);
    const value = inline ?? args[++i];
    if (value === undefined || !/^\d+$/.test(value) || Number(value) > MAX_GENERATED) {
      throw new Error(
        `--excursions needs a whole number from 0 to ${MAX_GENERATED}, got "${value ?? ''}".`,
      );
    }
    excursions = Number(value);
  }
  return { help: false, excursions };
}

async function main() {
  const options = parseArguments(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const startedAt = performance.now();
  const seconds = () => ((performance.now() - startedAt) / 1000).toFixed(1);
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
    config.database,
  );
  try {
    await handle.migrate();
    const { seeded } = await handle.withStartupLock(() => seedDemoContent(handle.db));
    console.log(
      seeded
        ? 'Demo content seeded.'
        : 'The catalog already has content; demo content left as it is.',
    );
    const images = await ensureDemoImages(config.imagesDir);
    console.log(
      `Demo images: ${images.written} drawn, ${images.skipped} already there (${seconds()} s).`,
    );
    if (options.excursions > 0) {
      await seedGeneratedExcursions(handle.db, options.excursions, {
        onProgress: (done, total) =>
          console.log(`  ${done} / ${total} generated excursions (${seconds()} s)`),
      });
    }
    const db = handle.db;
    console.log(
      `Catalog: ${await db.$count(destinations)} destinations, ${await db.$count(excursions)} excursions, ` +
        `${await db.$count(specialInterestProgrammes)} special-interest programmes. Done in ${seconds()} s.`,
    );
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
