import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

/** The newest message the portal kept for an address. */
export async function lastMailTo(db: Database, address: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to_address, address)).orderBy(desc(mailOutbox.id)).limit(1);
  return row;
}

/** The link of a message, the way a person would find it in the text. */
export function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return new URL(match[0]);
}
