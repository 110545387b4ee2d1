import { startMailCatcher } from '../../e2e/support/mailCatcher';
import { freePort, freshStorage, startServer, stopServer } from './support';
import { proxyInFront, throughProxy } from './tcpProxy';

/**
 * A real server on a fresh PostgreSQL database that it reaches through a TCP proxy the script
 * can cut or silence, with a mail catcher for its codes; `close` ends and removes all of it.
 */
export async function serverBehindProxy() {
  const storage = await freshStorage(true);
  const proxy = await proxyInFront(storage.databaseUrl!);
  const catcher = await startMailCatcher();
  const server = startServer(
    { ...storage, databaseUrl: throughProxy(storage.databaseUrl!, proxy.port) },
    await freePort(),
    catcher.smtpUrl,
  );
  const close = async () => {
    await stopServer(server);
    await proxy.close();
    await catcher.close();
    await storage.remove();
  };
  return { storage, proxy, catcher, server, close };
}
