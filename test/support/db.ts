import { Client } from 'pg';

/** Runs one SQL query against the run's database: ground truth for what the API should say. */
export async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
