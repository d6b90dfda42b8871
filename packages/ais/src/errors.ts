/**
 * Typed decode errors. Nothing in this package throws on input; every rejection is one of
 * these, returned as a value and counted by the stream.
 */
export type AisErrorKind =
  /** No NMEA sentence start ('!' or '$') in the line, or a malformed sentence. */
  | 'syntax'
  /** The sentence checksum does not match, or a required checksum is missing. */
  | 'checksum'
  /** A malformed tag block, or one whose own checksum does not match. */
  | 'tagblock'
  /** Fragment counts out of range, out of order, or a fragment without its first part. */
  | 'fragment'
  /** A character outside the six-bit armour, or a fill-bit count outside 0..5. */
  | 'payload'
  /** Message type 0 or 28..63. */
  | 'type'
  /** Payload shorter or longer than the type's accepted range. */
  | 'length'
  /** A variant discriminator (e.g. type 24 part number 2 or 3) that names no layout. */
  | 'variant'
  /** A line longer than the configured maximum. */
  | 'overlong'
  /** An incomplete multi-part message dropped after its time ran out. */
  | 'expired'
  /**
   * An incomplete multi-part message dropped to bound memory (more pending than `maxPending`,
   * or the shared fragment byte budget spent), or superseded by a new first part.
   */
  | 'evicted'
  /** A radar (TTM/TLL) sentence with a missing or malformed field. */
  | 'radar';

export interface AisError {
  readonly kind: AisErrorKind;
  readonly detail: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: AisError };

export const err = (kind: AisErrorKind, detail: string): { ok: false; error: AisError } => ({
  ok: false,
  error: { kind, detail },
});

export const ERROR_KINDS: readonly AisErrorKind[] = [
  'syntax',
  'checksum',
  'tagblock',
  'fragment',
  'payload',
  'type',
  'length',
  'variant',
  'overlong',
  'expired',
  'evicted',
  'radar',
];
