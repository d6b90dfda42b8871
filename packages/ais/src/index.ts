/**
 * @pantau/ais: NMEA 0183 / AIS decoding. Framing and tag blocks, multi-part reassembly, all
 * 27 message types from declarative tables, a writer over the same tables, radar TTM/TLL.
 */
export { AisStream, decodeLines, decodeSentence } from './stream.ts';
export { FragmentBudget, PENDING_OVERHEAD } from './assembler.ts';
export type { AisStreamOptions, AisStreamStats, MessageMeta } from './stream.ts';
export { decodeBits, decodePayload } from './decode.ts';
export { encodeMessage, encodeSentences } from './writer.ts';
export type { EncodeOptions } from './writer.ts';
export type { AisMessage } from './reader.ts';
export type { AisError, AisErrorKind, Result } from './errors.ts';
export { ERROR_KINDS } from './errors.ts';
export type {
  ArrayElement,
  Composite,
  FieldDef,
  FieldKind,
  FieldValue,
  Layout,
  ScalarValue,
} from './fields.ts';
export { ALL_SPECS, SPEC_BY_TYPE, isAuxiliaryMmsi } from './messages/registry.ts';
export type { MessageSpec } from './messages/registry.ts';
export { APPS } from './messages/apps.ts';
export { parseRadar } from './radar.ts';
export type { RadarTarget } from './radar.ts';
export type { TagBlock, TagGroup } from './tagblock.ts';
export type { VdmFragment } from './sentence.ts';
export { toGpsd, toGpsdLine, Gpsd24Merger } from './gpsd.ts';
export type { GpsdJson } from './gpsd.ts';
export { scaled } from './scale.ts';
