import './productionMode';
import sharp from 'sharp';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseFolderInUse } from './db/folderLock';
import { loggerOptions } from './logger';
import { ensureDemoImages } from './seed/images';

const SHUTDOWN_GRACE_MS = 10_000;

// Every picture sharp makes here is written to a file and read from there: libvips' cache of
// recent operations (50 MB by default) would only hold memory (decision 048).
sharp.cache(false);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  const app = await buildApp({ config, logger: loggerOptions(config.logLevel) });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `West Africa Tours is ready at ${config.publicUrl} in ${Math.round(performance.now() - startedAt)} ms ` +
      `(database: ${app.database.kind}, mail: ${config.smtpUrl ? 'SMTP' : 'files in data/mail'})`,
  );

  if (config.seedDemoContent) {
    // After listening, so drawing the pictures on a first start does not delay the first answer
    // (about 15 s for all of them on two busy cores); a picture asked for before is drawn first.
    ensureDemoImages(config.imagesDir)
      .then(({ written }) => written > 0 && app.log.info(`demo images: ${written} written`))
      .catch((err) => app.log.error({ err }, 'demo images could not be written'));
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  // A folder another process holds is the operator's to sort out: its sentence, no stack.
  console.error(err instanceof DatabaseFolderInUse ? err.message : err);
  process.exit(1);
});
