import type { AuditDay } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Output } from '../../api/contract.ts';
import { api } from '../../api/http.ts';

export type AuditDayView = Output<typeof AuditDay>;

/** User Logs: the audit entries of one day (UTC+7), matching `q`. */
export function useAuditDay(day: string, q: string) {
  return useQuery({
    queryKey: ['audit', day, q],
    queryFn: ({ signal }) =>
      api<AuditDayView>(`/api/audit?${new URLSearchParams({ day, q }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
