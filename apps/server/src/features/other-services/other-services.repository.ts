import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { complaints, stores } from '../../db/schema.ts';

export interface AreaFilter {
  province: string;
  city?: string;
  county?: string;
}

export async function listStoresInArea(db: Executor, area: AreaFilter) {
  const conditions: SQL[] = [eq(stores.province, area.province)];
  if (area.city) {
    conditions.push(eq(stores.city, area.city));
  }
  if (area.county) {
    conditions.push(eq(stores.county, area.county));
  }
  return db
    .select({ id: stores.id, name: stores.name, address: stores.address, phone: stores.phone, hours: stores.hours })
    .from(stores)
    .where(and(...conditions))
    .orderBy(asc(stores.sortOrder), asc(stores.id))
    .limit(100);
}

export async function insertComplaint(db: Executor, complaint: typeof complaints.$inferInsert & { createdAt: Date }): Promise<number> {
  const rows = await db.insert(complaints).values(complaint).returning({ id: complaints.id });
  const row = rows[0];
  if (!row) {
    throw new Error('complaint insert returned nothing');
  }
  return row.id;
}
