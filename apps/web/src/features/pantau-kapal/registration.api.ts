import {
  endpointPath,
  endpointQuery,
  registrationEndpoints,
  type RegistrationImportRefused,
  type RegistrationImportResult,
  type RegistrationQuery,
  type SubmissionType,
} from '@pantau/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/call.ts';
import { readError, signalUnauthorized } from '../../api/http.ts';

const KEY = ['registrations'] as const;

/** The Filter dialog's choice (SPEC §5 'Registration filter'); null fields pass everything. */
export interface RegistrationFilter {
  yearFrom: number | null;
  yearTo: number | null;
  shipType: string;
  submission: SubmissionType;
}

export const NO_FILTER: RegistrationFilter = {
  yearFrom: null,
  yearTo: null,
  shipType: 'All',
  submission: 'All',
};

/** The query the server takes for a search and a filter. */
export function registrationQuery(
  q: string,
  f: RegistrationFilter | null,
): Omit<RegistrationQuery, 'page' | 'pageSize'> {
  return {
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(f?.yearFrom != null ? { yearFrom: String(f.yearFrom) } : {}),
    ...(f?.yearTo != null ? { yearTo: String(f.yearTo) } : {}),
    ...(f && f.shipType !== 'All' ? { shipType: f.shipType } : {}),
    ...(f && f.submission !== 'All' ? { submission: f.submission } : {}),
  };
}

/** A page of the registrations (Rekap Kapal Pantau). */
export function useRegistrations(
  q: string,
  f: RegistrationFilter | null,
  page: number,
  pageSize = 50,
) {
  const query = { ...registrationQuery(q, f), page: String(page), pageSize: String(pageSize) };
  return useQuery({
    queryKey: [...KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(registrationEndpoints.list, { query }, { signal }),
  });
}

/** One vessel's registrations (LIST KAPAL's expanded row, Detail Kapal). */
export function useVesselRegistrations(mmsi: number | null) {
  return useQuery({
    queryKey: [...KEY, 'vessel', mmsi],
    enabled: mmsi !== null,
    queryFn: ({ signal }) =>
      call(
        registrationEndpoints.list,
        { query: { mmsi: String(mmsi), pageSize: '500' } },
        { signal },
      ),
  });
}

/** The years and ship types the filter offers. */
export function useRegistrationOptions() {
  return useQuery({
    queryKey: [...KEY, 'options'],
    queryFn: ({ signal }) => call(registrationEndpoints.options, {}, { signal }),
  });
}

/** LIST KAPAL: registered vessels keyed by MMSI. */
export function useRegisteredVessels(q: string, page: number) {
  const query = { ...(q.trim() ? { q: q.trim() } : {}), page: String(page), pageSize: '50' };
  return useQuery({
    queryKey: [...KEY, 'vessels', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => call(registrationEndpoints.vessels, { query }, { signal }),
  });
}

/** The download's address for a search and filter. */
export function registrationExportUrl(q: string, f: RegistrationFilter | null): string {
  return endpointPath(registrationEndpoints.export) + endpointQuery(registrationQuery(q, f));
}

/** An import the server refused: its message and every refused cell. */
export class ImportRefused extends Error {
  readonly errors: RegistrationImportRefused['errors'];
  constructor(body: RegistrationImportRefused) {
    super(body.message);
    this.errors = body.errors;
  }
}

/** Uploads a registration file (multipart); refused files throw `ImportRefused`. */
export async function importRegistrations(file: File): Promise<RegistrationImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(endpointPath(registrationEndpoints.import), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (response.status === 400) {
    const body = (await response.json()) as RegistrationImportRefused;
    throw new ImportRefused({ ...body, errors: body.errors ?? [] });
  }
  if (!response.ok) {
    if (response.status === 401) signalUnauthorized();
    throw await readError(response);
  }
  return (await response.json()) as RegistrationImportResult;
}

export function useImportRegistrations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importRegistrations,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** The filter chip's words: the years, ship type and submission type chosen. */
export function filterLabel(f: RegistrationFilter, all: string): string {
  const years =
    f.yearFrom === null && f.yearTo === null ? null : `${f.yearFrom ?? '…'}–${f.yearTo ?? '…'}`;
  const parts = [
    years,
    f.shipType === 'All' ? null : f.shipType,
    f.submission === 'All' ? null : f.submission,
  ];
  const shown = parts.filter((p): p is string => p !== null);
  return shown.length > 0 ? shown.join(' · ') : all;
}
