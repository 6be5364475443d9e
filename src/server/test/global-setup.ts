// Builds one migrated database for the whole run; each test file then starts from a copy
// (PGlite: a data-dir dump; Postgres: CREATE DATABASE ... TEMPLATE). A fresh PGlite initdb
// takes seconds, a copy a fraction of that (DESIGN.md, Testing).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPgliteClient, openPglite } from '../db/client';
import { openPostgres } from '../db/postgres-client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * One template per run (the run's process id in its name): two runs on one server (a developer's
 * and CI's, or two worktrees) would otherwise drop each other's template mid-run.
 */
export const TEMPLATE_DATABASE = `store_test_template_${process.pid}`;

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    const template = openPostgres(withDatabase(adminUrl, TEMPLATE_DATABASE), { poolSize: 1 });
    await template.migrate();
    await template.close();
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
      await admin.end();
    };
  }

  const client = await createPgliteClient();
  await openPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const dumpPath = path.join(dir, 'migrated.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
