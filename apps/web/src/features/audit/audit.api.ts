import { auditEndpoints, type AuditDay } from '@pantau/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Output } from '../../api/contract.ts';
import { call } from '../../api/call.ts';

export type AuditDayView = Output<typeof AuditDay>;

/** User Logs: the audit entries of one day (UTC+7), matching `q`. */
export function useAuditDay(day: string, q: string) {
  return useQuery({
    queryKey: ['audit', day, q],
    queryFn: ({ signal }) => call(auditEndpoints.day, { query: { day, q } }, { signal }),
    placeholderData: keepPreviousData,
  });
}
