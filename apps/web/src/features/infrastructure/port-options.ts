import { MAIN_LOCATIONS, mainLocationKey } from '@pantau/domain';
import { useMemo } from 'react';
import { usePorts } from './infrastructure.api.ts';

/**
 * The registry's ports as choices: the five main locations first, labelled with their key
 * (priok, batam…) so typing it finds them; then every port by name, code and other names.
 */
export function usePortOptions() {
  const ports = usePorts();
  const options = useMemo(() => {
    const list = ports.data ?? [];
    const label = (p: (typeof list)[number]) => {
      const key = mainLocationKey(p.id);
      const code = p.code ? ` (${p.code})` : '';
      const other = p.alternateName ? ` · ${p.alternateName}` : '';
      return `${key ? `${key} · ` : ''}${p.name}${code}${other}`;
    };
    const main = new Set<string>(MAIN_LOCATIONS.map((l) => l.portId));
    return [
      ...MAIN_LOCATIONS.flatMap((l) => list.filter((p) => p.id === l.portId)),
      ...list.filter((p) => !main.has(p.id)).sort((a, b) => a.name.localeCompare(b.name)),
    ].map((p) => ({ value: p.id, label: label(p) }));
  }, [ports.data]);
  const names = useMemo(() => new Map((ports.data ?? []).map((p) => [p.id, p.name])), [ports.data]);
  return { options, names, isLoading: ports.isLoading };
}
