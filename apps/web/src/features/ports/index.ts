/**
 * What the ports feature offers other features: the registry's ports that have a UN/LOCODE
 * (the Alur & SBNP feature manager's ports).
 */
export { useCodedPorts } from './ports.api.ts';
export { codedPorts, type CodedPort } from './coded-ports.ts';
