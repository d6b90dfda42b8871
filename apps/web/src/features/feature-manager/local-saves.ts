import type { DraftFeature } from './feature-input.ts';

/**
 * Save local / manage local (SPEC §2.23, §3 'Feature collection': 'Local save: name then
 * {date, portId, features}'): working sets kept in this browser under a name unique among
 * the saves ('saved name already been used').
 */

export const LOCAL_SAVES_KEY = 'pantau.featureManager.saves';

export interface LocalSave {
  /** Unix ms. */
  date: number;
  portId: string;
  features: DraftFeature[];
}

export type LocalSaves = Record<string, LocalSave>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export function readSaves(storage: StorageLike): LocalSaves {
  try {
    const raw = storage.getItem(LOCAL_SAVES_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as LocalSaves)
      : {};
  } catch {
    return {};
  }
}

export type SaveOutcome = { ok: true } | { ok: false; reason: 'empty' | 'taken' };

/** Saves the working set under `name`, refusing a name already used (case-insensitive). */
export function saveLocal(storage: StorageLike, name: string, save: LocalSave): SaveOutcome {
  const key = name.trim();
  if (key === '') return { ok: false, reason: 'empty' };
  const saves = readSaves(storage);
  if (Object.keys(saves).some((n) => n.toLowerCase() === key.toLowerCase())) {
    return { ok: false, reason: 'taken' };
  }
  storage.setItem(LOCAL_SAVES_KEY, JSON.stringify({ ...saves, [key]: save }));
  return { ok: true };
}

export function deleteLocal(storage: StorageLike, name: string): boolean {
  const saves = readSaves(storage);
  if (!(name in saves)) return false;
  const rest = Object.fromEntries(Object.entries(saves).filter(([n]) => n !== name));
  storage.setItem(LOCAL_SAVES_KEY, JSON.stringify(rest));
  return true;
}

/** The saves of one port, newest first. */
export function savesOfPort(saves: LocalSaves, portId: string): [string, LocalSave][] {
  return Object.entries(saves)
    .filter(([, s]) => s.portId === portId)
    .sort((a, b) => b[1].date - a[1].date);
}
