import { wibDay } from '@pantau/domain';
import type { Kysely } from 'kysely';
import { containsIgnoringCase } from '../../store/search.ts';
import type { DB } from '../../store/schema.ts';

import type { AuditEntry } from '../../plugins/audit.ts';

export type { AuditEntry };

export interface AuditRow extends AuditEntry {
  id: number;
  day: string;
  forwardedFor: string | null;
  subject: string | null;
}

export class AuditRepo {
  readonly #db: Kysely<DB>;

  constructor(db: Kysely<DB>) {
    this.#db = db;
  }

  async record(e: AuditEntry): Promise<void> {
    await this.#db
      .insertInto('audit_log')
      .values({
        at: e.at,
        day: wibDay(e.at),
        actor: e.actor.slice(0, 64),
        actor_kind: e.actorKind,
        action: e.action.slice(0, 128),
        target: e.target?.slice(0, 256) ?? null,
        status: e.status,
        ip: e.ip?.slice(0, 64) ?? null,
        forwarded_for: e.forwardedFor?.slice(0, 256) ?? null,
        subject: e.subject?.slice(0, 128) ?? null,
      })
      .execute();
  }

  /** One day's entries, newest first, optionally those whose actor, action or target contain `q`. */
  async day(day: string, q?: string, limit = 1000): Promise<AuditRow[]> {
    let query = this.#db
      .selectFrom('audit_log')
      .selectAll()
      .where('day', '=', day)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    const needle = q?.trim().toLowerCase();
    if (needle) {
      query = query.where(containsIgnoringCase(['actor', 'action', 'target', 'subject'], needle));
    }
    const rows = await query.execute();
    return rows.map((r) => ({
      id: r.id,
      day: r.day,
      at: r.at,
      actor: r.actor,
      actorKind: r.actor_kind as AuditEntry['actorKind'],
      action: r.action,
      target: r.target,
      status: r.status,
      ip: r.ip,
      forwardedFor: r.forwarded_for,
      subject: r.subject,
    }));
  }
}
