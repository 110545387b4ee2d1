// Helpers for .ci/run: check that PostgreSQL and Redis answer (starting them when this machine
// has them installed but stopped), and create or drop the run's database.
import { execSync } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

const [command, adminUrl, arg] = process.argv.slice(2);

async function query(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });

async function ensure(url, start) {
  if (await reachable(url)) return;
  console.log(`${url} does not answer; trying to start it`);
  execSync(start, { stdio: 'inherit', shell: '/bin/bash' });
  for (let i = 0; i < 30 && !(await reachable(url)); i++)
    await new Promise((r) => setTimeout(r, 1000));
  if (!(await reachable(url))) throw new Error(`${url} still does not answer`);
}

const validName = (name) => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  return name;
};

if (command === 'ensure') {
  await ensure(
    adminUrl,
    'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  );
  await ensure(
    arg,
    'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no',
  );
} else if (command === 'create-db') {
  await query(`CREATE DATABASE ${validName(arg)}`);
} else if (command === 'drop-db') {
  // The run's database and every per-test-file database named after it.
  const { rows } = await query(
    `SELECT datname FROM pg_database WHERE datname = '${validName(arg)}' OR datname LIKE '${arg}\\_%'`,
  );
  for (const { datname } of rows)
    await query(`DROP DATABASE IF EXISTS ${validName(datname)} WITH (FORCE)`);
  console.log(`dropped ${rows.length} test database(s)`);
} else {
  console.error('usage: services.mjs ensure|create-db|drop-db ADMIN_URL [ARG]');
  process.exit(2);
}
