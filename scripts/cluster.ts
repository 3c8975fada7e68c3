/**
 * `npm run cluster -- --instances 2 [--port 8080]`: the deployment of deploy/ on one machine, for
 * trying it: a PostgreSQL database of its own (on the server at PG_ADMIN_URL, default the local
 * one; dropped at the end), an S3-protocol server (s3rver, the tests' one, in a process of its own), N app instances with
 * the demo organisation, and HAProxy from Debian's package running deploy/haproxy.cfg in front of
 * them. Ctrl+C stops it all. The cluster's tests (e2e/cluster.e2e.ts) start it through
 * `startCluster`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { TEST_S3_CREDENTIALS } from '../server/test/s3-server.ts';
import { ensureWebBuild } from './build-web.ts';
import { freePort } from './free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const S3_BUCKET = 'orgdesk';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy'].find((file) => fs.existsSync(file));
/** How long a stopping instance fails readiness while it still serves (deploy/haproxy.cfg: about 1 s to notice). */
const DRAIN_SECONDS = 2;

export interface ClusterInstance {
  /** HAProxy's name for it: app1, app2… (the X-Served-By header). */
  name: string;
  port: number;
  pid: () => number;
  /** Everything it printed. */
  output: () => string;
}

export interface Cluster {
  /** The balancer's address. */
  url: string;
  instances: ClusterInstance[];
  databaseUrl: string;
  /** STORAGE_URL of the cluster's bucket. */
  storageUrl: string;
  /** Stops an instance with SIGTERM (it drains), starts it again, and waits until the balancer uses it. */
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  failed?: () => string | null,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = failed?.();
    if (problem) throw new Error(`${what}: ${problem}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const isReady = async (url: string) => (await fetch(`${url}/api/ready`)).status === 200;

export async function startCluster(
  options: {
    instances?: number;
    /** The balancer's port; a free one unless given. */
    port?: number;
    /** A PostgreSQL server where a database may be created. */
    adminUrl?: string;
    /** Extra environment for every instance. */
    env?: Record<string, string>;
  } = {},
): Promise<Cluster> {
  if (!HAPROXY) throw new Error('HAProxy is not installed. Install it with: apt-get install -y haproxy');
  ensureWebBuild();
  const count = options.instances ?? 2;
  const adminUrl =
    options.adminUrl ?? process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-cluster-'));
  const cleanups: Array<() => Promise<unknown> | void> = [
    () => fs.rmSync(workDir, { recursive: true, force: true }),
  ];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const dbName = `orgdesk_cluster_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dbName} with (force)`);
      await dropper.end();
    });
    const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();

    // The S3 server in a process of its own, as it would be: the tests' load runs in this one.
    const s3Port = await freePort();
    const s3Dir = path.join(workDir, 's3');
    fs.mkdirSync(s3Dir);
    const s3 = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
        '--directory',
        s3Dir,
        '--address',
        '127.0.0.1',
        '--port',
        String(s3Port),
        '--silent',
        '--configure-bucket',
        S3_BUCKET,
      ],
      { stdio: 'ignore' },
    );
    const s3Exited = new Promise((resolve) => s3.once('exit', resolve));
    cleanups.push(async () => {
      if (s3.exitCode === null) {
        s3.kill('SIGTERM');
        await s3Exited;
      }
    });
    const s3Endpoint = `http://127.0.0.1:${s3Port}`;
    await waitFor(
      'the S3 server',
      async () => (await fetch(s3Endpoint)).status < 500,
      30_000,
      () => (s3.exitCode === null ? null : 'it exited'),
    );
    const storageUrl = `s3://${S3_BUCKET}?endpoint=${encodeURIComponent(s3Endpoint)}&region=us-east-1`;

    const balancerPort = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${balancerPort}`;
    const baseEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      STORAGE_URL: storageUrl,
      ...TEST_S3_CREDENTIALS,
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      TRUST_PROXY: '127.0.0.1',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...options.env,
    };

    const running = new Map<string, Running>();
    const ports = new Map<string, number>();
    const launch = (name: string, port: number): Running => {
      const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
        cwd: root,
        env: { ...baseEnv, PORT: String(port), DATA_DIR: path.join(workDir, name) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const instance: Running = {
        child,
        exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
        output: '',
      };
      child.stdout?.on('data', (d: Buffer) => (instance.output += d.toString()));
      child.stderr?.on('data', (d: Buffer) => (instance.output += d.toString()));
      running.set(name, instance);
      return instance;
    };
    const startInstance = async (name: string, port: number) => {
      const instance = launch(name, port);
      await waitFor(
        `${name} ready`,
        () => isReady(`http://127.0.0.1:${port}`),
        180_000,
        () => (instance.child.exitCode === null ? null : `it exited:\n${instance.output}`),
      );
    };
    const stopInstance = async (name: string) => {
      const instance = running.get(name);
      if (instance && instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    };
    cleanups.push(async () => {
      for (const name of running.keys()) await stopInstance(name);
    });

    // The first instance migrates and seeds the demo organisation; the others then start beside it.
    const names = Array.from({ length: count }, (_, i) => `app${i + 1}`);
    for (const name of names) ports.set(name, await freePort());
    await startInstance(names[0]!, ports.get(names[0]!)!);
    await Promise.all(names.slice(1).map((name) => startInstance(name, ports.get(name)!)));

    // deploy/haproxy.cfg, with this machine's addresses.
    const recipe = fs.readFileSync(path.join(root, 'deploy/haproxy.cfg'), 'utf8');
    const servers = names.map((name) => `    server ${name} 127.0.0.1:${ports.get(name)} check`).join('\n');
    const config = recipe
      .replace(/^\s*bind :80$/m, `    bind 127.0.0.1:${balancerPort}`)
      .replace(/(^\s*server app\d+ .*\n?)+/m, `${servers}\n`);
    if (!config.includes(servers) || !config.includes(`bind 127.0.0.1:${balancerPort}`))
      throw new Error('deploy/haproxy.cfg no longer has the bind and server lines this script replaces');
    const configFile = path.join(workDir, 'haproxy.cfg');
    fs.writeFileSync(configFile, config);
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused the configuration:\n${check.stderr}`);
    let haproxyOutput = '';
    const haproxy = spawn(HAPROXY, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout.on('data', (d: Buffer) => (haproxyOutput += d.toString()));
    haproxy.stderr.on('data', (d: Buffer) => (haproxyOutput += d.toString()));
    const haproxyExited = new Promise((resolve) => haproxy.once('exit', resolve));
    cleanups.push(async () => {
      if (haproxy.exitCode === null) {
        haproxy.kill('SIGTERM');
        await haproxyExited;
      }
    });

    /** Whether the balancer sends requests to the instance: it has answered one. */
    const inRotation = async (name: string) => {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        if (haproxy.exitCode !== null) throw new Error(`HAProxy stopped:\n${haproxyOutput}`);
        const res = await fetch(`${url}/api/health`).catch(() => null);
        if (res?.headers.get('x-served-by') === name) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The balancer did not send ${name} a request within 30 s:\n${haproxyOutput}`);
    };
    for (const name of names) await inRotation(name);

    return {
      url,
      databaseUrl,
      storageUrl,
      instances: names.map((name) => ({
        name,
        port: ports.get(name)!,
        pid: () => running.get(name)!.child.pid!,
        output: () => running.get(name)!.output,
      })),
      restart: async (name) => {
        await stopInstance(name);
        await startInstance(name, ports.get(name)!);
        await inRotation(name);
      },
      stop: cleanUp,
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { instances: { type: 'string', default: '2' }, port: { type: 'string', default: '8080' } },
  });
  const instances = Number(values.instances);
  const port = Number(values.port);
  if (!Number.isInteger(instances) || instances < 1 || instances > 8 || !Number.isInteger(port)) {
    console.error('Usage: npm run cluster -- [--instances 1..8] [--port 8080]');
    process.exit(2);
  }
  console.log(`Starting PostgreSQL database, S3 server, ${instances} instances and HAProxy…`);
  const cluster = await startCluster({ instances, port });
  console.log(
    [
      '',
      `Orgdesk cluster at ${cluster.url} (HAProxy, deploy/haproxy.cfg)`,
      ...cluster.instances.map((i) => `  ${i.name}: http://127.0.0.1:${i.port} (pid ${i.pid()})`),
      `  PostgreSQL: ${cluster.databaseUrl}`,
      `  S3: ${cluster.storageUrl}`,
      `Sign in as admin@example.com with ${DEMO_PASSWORD}. Each answer names its instance in X-Served-By.`,
      'Ctrl+C stops everything and drops the database.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the cluster…');
    void cluster.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(`The cluster did not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
