/**
 * The shape of a language's words, and how the app puts its parts together. Each feature keeps
 * its words in its own folder (`<name>.messages.ts`: `en`, the key types, and `id` with the
 * same keys), under namespaces it owns; the engine folders keep theirs the same way.
 */

/** The shape every language has: the same keys as English, any strings. */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

/** One folder's words: its namespaces in English and in Bahasa Indonesia. */
export interface MessagePart {
  en: object;
  id: object;
}

type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

/** The words of all parts, one tree per language; a namespace two parts claim is an error. */
export function mergeMessages<const P extends readonly MessagePart[]>(
  parts: P,
): { en: Intersect<P[number]['en']>; id: Intersect<P[number]['id']> } {
  const en: Record<string, unknown> = {};
  const id: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [ns, words] of Object.entries(part.en)) {
      if (ns in en) throw new Error(`The message namespace '${ns}' is claimed twice`);
      en[ns] = words;
    }
    Object.assign(id, part.id);
  }
  return { en, id } as { en: Intersect<P[number]['en']>; id: Intersect<P[number]['id']> };
}
