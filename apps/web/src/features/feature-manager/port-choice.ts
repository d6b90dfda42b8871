import { mayManagePortFeatures, type Role } from '@pantau/domain';
import type { CodedPort } from '../ports/index.ts';

/**
 * The registry ports whose Alur & SBNP features a user may manage (SPEC §6 'Alur & SBNP
 * button': superAdmin and developer every port with a code, disnav, lps and admin their own).
 */
export function managedPorts(
  ports: readonly CodedPort[],
  user: { role: Role; portCode: string | null } | undefined,
): CodedPort[] {
  return user ? ports.filter((p) => mayManagePortFeatures(user, p.code)) : [];
}

/**
 * The ports whose name, code or other names hold the search `q` (any case; all when it is
 * blank): 'semayang' finds Balikpapan, 'jakarta' Tanjung Priok.
 */
export function portsMatching(ports: readonly CodedPort[], q: string): CodedPort[] {
  const needle = q.trim().toLowerCase();
  return ports.filter(
    (p) =>
      p.name.toLowerCase().includes(needle) ||
      p.code.toLowerCase().includes(needle) ||
      (p.alternateName?.toLowerCase().includes(needle) ?? false),
  );
}
