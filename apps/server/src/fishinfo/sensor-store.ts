// Sensors a researcher deploys (A77, R24.14, R24.15) and drifting-object reports (A74), each
// stored under the id its sender gave it, so a resend finds the first answer.
import type { Kysely } from 'kysely';
import type { ToolGeometry } from '@havkart/domain';
import { atomically } from '../database/atomic.js';
import type { Database } from '../database/schema.js';

export interface SensorDeployment {
  readonly id: string;
  readonly sensorId: string;
  readonly geometry: ToolGeometry;
  readonly setupTime: string;
  readonly comment?: string;
}

export interface SensorRecord {
  readonly changeId: string;
  readonly sensorId: string;
  readonly geometry: ToolGeometry;
  readonly setupTime: string;
  readonly comment: string | null;
}

/** Stores a deployment; `repeated` when this user sent the id before, `idTaken` for another's. */
export async function deploySensor(
  db: Kysely<Database>,
  userKey: string,
  sensor: SensorDeployment,
  now: Date = new Date(),
): Promise<{ result: 'applied' | 'repeated' | 'idTaken'; record?: SensorRecord }> {
  return atomically(db, async (trx) => {
    const earlier = await trx
      .selectFrom('sensor_deployments')
      .selectAll()
      .where('id', '=', sensor.id)
      .executeTakeFirst();
    if (earlier) {
      if (earlier.user_key !== userKey) return { result: 'idTaken' };
      return { result: 'repeated', record: toSensor(earlier) };
    }
    const row = {
      id: sensor.id,
      user_key: userKey,
      sensor_id: sensor.sensorId.trim(),
      geometry: JSON.stringify(sensor.geometry),
      setup_time: sensor.setupTime,
      comment: sensor.comment ?? null,
      created_at: now.toISOString(),
    };
    await trx.insertInto('sensor_deployments').values(row).execute();
    return { result: 'applied', record: toSensor(row) };
  });
}

function toSensor(row: {
  id: string;
  sensor_id: string;
  geometry: string;
  setup_time: string;
  comment: string | null;
}): SensorRecord {
  return {
    changeId: row.id,
    sensorId: row.sensor_id,
    geometry: JSON.parse(row.geometry) as ToolGeometry,
    setupTime: row.setup_time,
    comment: row.comment,
  };
}

/** The user's sensors, latest deployment first. */
export async function userSensors(db: Kysely<Database>, userKey: string): Promise<SensorRecord[]> {
  const rows = await db
    .selectFrom('sensor_deployments')
    .selectAll()
    .where('user_key', '=', userKey)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
  return rows.map(toSensor);
}

/** Stores a drifting-object report; false when the id was stored before (nothing is mailed twice). */
export async function storeContainerReport(
  db: Kysely<Database>,
  userKey: string,
  id: string,
  report: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): Promise<'stored' | 'repeated' | 'idTaken'> {
  return atomically(db, async (trx) => {
    const earlier = await trx
      .selectFrom('container_reports')
      .select('user_key')
      .where('id', '=', id)
      .executeTakeFirst();
    if (earlier) return earlier.user_key === userKey ? 'repeated' : 'idTaken';
    await trx
      .insertInto('container_reports')
      .values({
        id,
        user_key: userKey,
        report: JSON.stringify(report),
        created_at: now.toISOString(),
      })
      .execute();
    return 'stored';
  });
}
