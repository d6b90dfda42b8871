import { describe, expect, it } from 'vitest';
import { deleteLocal, readSaves, saveLocal, savesOfPort, type LocalSave } from './local-saves.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}
const save = (portId: string, date: number): LocalSave => ({ date, portId, features: [] });

describe('local saves (SPEC §2.23 save local / manage local)', () => {
  it('keeps saves by unique name and refuses a name used already', () => {
    const storage = memory();
    expect(saveLocal(storage, 'Draft A', save('IDTPP', 1))).toEqual({ ok: true });
    expect(saveLocal(storage, ' draft a ', save('IDTPP', 2))).toEqual({
      ok: false,
      reason: 'taken',
    });
    expect(saveLocal(storage, '  ', save('IDTPP', 2))).toEqual({ ok: false, reason: 'empty' });
    expect(Object.keys(readSaves(storage))).toEqual(['Draft A']);
  });

  it("lists one port's saves newest first, and deletes by name", () => {
    const storage = memory();
    saveLocal(storage, 'old', save('IDTPP', 1));
    saveLocal(storage, 'new', save('IDTPP', 5));
    saveLocal(storage, 'other', save('IDSUB', 9));
    expect(savesOfPort(readSaves(storage), 'IDTPP').map(([n]) => n)).toEqual(['new', 'old']);
    expect(deleteLocal(storage, 'old')).toBe(true);
    expect(deleteLocal(storage, 'old')).toBe(false);
    expect(Object.keys(readSaves(storage)).sort()).toEqual(['new', 'other']);
  });

  it('reads a broken store as empty', () => {
    const storage = memory();
    storage.setItem('pantau.featureManager.saves', '{not json');
    expect(readSaves(storage)).toEqual({});
  });
});
