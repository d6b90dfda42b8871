import { SourceBody } from '@pantau/contracts';

/** PANTAU_SOURCES: a JSON list of sources, validated like the admin API's body. */
export function parseDeclaredSources(json: string | undefined): SourceBody[] {
  if (!json) return [];
  const raw: unknown = JSON.parse(json);
  if (!Array.isArray(raw)) throw new Error('PANTAU_SOURCES must be a JSON list');
  return raw.map((item, i) => {
    const r = SourceBody.safeParse(item);
    if (!r.success) {
      const issue = r.error.issues[0];
      throw new Error(
        `PANTAU_SOURCES[${i}].${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return r.data;
  });
}
