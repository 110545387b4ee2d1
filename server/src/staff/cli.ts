import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DatabaseFolderInUse } from '../db/folderLock';
import { parseStaffCommand, runStaffCommand, USAGE, UsageError } from './command';

/** `npm run staff -- add|list|remove`: staff logins come from here, never from the website. */
async function main() {
  const command = parseStaffCommand(process.argv.slice(2));
  if (command.kind === 'help') return console.log(USAGE);
  const config = loadConfig();
  const handle = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { pgliteDir: path.join(config.dataDir, 'db') },
    config.database,
  );
  try {
    await handle.migrate();
    await runStaffCommand(command, { db: handle.db, config, print: (line) => console.log(line) });
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    const known =
      err instanceof UsageError || err instanceof ConfigError || err instanceof DatabaseFolderInUse;
    console.error(known ? err.message : err);
    process.exit(1);
  });
}
